import { describe, expect, it } from 'vitest';
import { FUND_IDS, FUNDS } from './funds';
import { FundUniverse } from './fund-universe';
import { createPricePaths } from './price-paths';

/** Wednesday 12 March 2025, 10:00 in Stockholm: before the day's NAV is set. */
const MORNING = Date.parse('2025-03-12T09:00:00Z');
/** The same day, 18:00 in Stockholm: after the close. */
const EVENING = Date.parse('2025-03-12T17:00:00Z');

describe('the fund universe’s NAVs', () => {
  it('prices every fund at its price path’s latest daily close, as the graph draws it', () => {
    const paths = createPricePaths(7);
    const funds = new FundUniverse(paths, () => MORNING);
    for (const fund of FUNDS) {
      expect(funds.require(fund.instrumentId).nav).toBe(
        paths.of(fund.instrumentId).dailyClose('2025-03-11'),
      );
    }
  });

  it('moves on to the day’s NAV once the day has closed', () => {
    const paths = createPricePaths(7);
    let now = MORNING;
    const funds = new FundUniverse(paths, () => now);
    now = EVENING;
    expect(funds.get(FUND_IDS.swedenIndex)?.nav).toBe(
      paths.of(FUND_IDS.swedenIndex).dailyClose('2025-03-12'),
    );
  });

  it('knows only the sandbox’s funds', () => {
    const funds = new FundUniverse(createPricePaths(7), () => MORNING);
    expect(funds.get(16099872)).toBeUndefined();
    expect(() => funds.require(16099872)).toThrow('No fund 16099872');
  });
});
