import { describe } from 'vitest';
import * as holdings from './holdings';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('holdings paths', () => {
  itBuildsPaths(holdings, {
    dividendSummary: [[[], '/holdings/dividend-summary']],
    instruments: [[[], '/holdings/instruments']],
    positions: [[[], '/holdings/positions']],
    companyEventsUpcoming: [[[], '/holdings/company-events/upcoming']],
    companyEventsHistorical: [[[], '/holdings/company-events/historical']],
    positionsAndAllocation: [[[], '/holdings/positions-and-allocation']],
    historicalReturns: [
      [['by-year'], '/holdings/historical-returns/by-year'],
      [['today'], '/holdings/historical-returns/today'],
      [['by-period'], '/holdings/historical-returns/by-period'],
    ],
    ownCapitalGraph: [
      [['by-year'], '/holdings/own-capital-graph/by-year'],
      [['today'], '/holdings/own-capital-graph/today'],
      [['by-period'], '/holdings/own-capital-graph/by-period'],
    ],
    ownCapital: [[[], '/holdings/own-capital']],
    balanceOverview: [[[], '/holdings/balance-overview']],
    accountPositions: [
      [[18273645], '/holdings/accounts/18273645/positions'],
      [[ID], `/holdings/accounts/${ENC}/positions`],
    ],
  });
});
