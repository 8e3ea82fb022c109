import { describe } from 'vitest';
import * as investmentPlan from './investment-plan';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

const BASE = '/investment-plan/v1';

describe('investment plan paths', () => {
  itBuildsPaths(investmentPlan, {
    allocationRequests: [[[], `${BASE}/allocation-requests`]],
    fundAllocationRequests: [[[], `${BASE}/allocation-requests/fund`]],
    exchangeTradingAllocationRequests: [[[], `${BASE}/allocation-requests/exchange-trading`]],
    cancelAllocationRequestOrder: [[[ID], `${BASE}/allocation-requests/${ENC}/cancel-order`]],
    allocationRequestActions: [
      [
        [{ accountNumber: '12345678', onPremInstrumentId: 16099986, orderType: 'FUND' }],
        `${BASE}/allocation-requests/request-actions?accountNumber=12345678&onPremInstrumentId=16099986&orderType=FUND`,
      ],
      [
        [{ accountNumber: ID, onPremInstrumentId: 1, orderType: undefined }],
        `${BASE}/allocation-requests/request-actions?accountNumber=a%2Fb+c%3F&onPremInstrumentId=1`,
      ],
    ],
    periodicInvestmentPlans: [[[], `${BASE}/periodic-investment/plans`]],
    periodicInvestmentPlan: [[[ID], `${BASE}/periodic-investment/plans/${ENC}`]],
    pausePeriodicInvestmentPlan: [[[ID], `${BASE}/periodic-investments/plans/${ENC}/pause`]],
    resumePeriodicInvestmentPlan: [[[ID], `${BASE}/periodic-investments/plans/${ENC}/resume`]],
  });
});
