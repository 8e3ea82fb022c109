import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../data/markets';
import { FUND_IDS } from '../../data/funds';
import { createPricePaths } from '../../data/price-paths';
import { resolutionBars } from './resolution-bars';

const paths = createPricePaths(7);
const VOLVO = paths.of(16099872);
const FUND = paths.of(FUND_IDS.globalGrowth);

/** Wednesday 12 March 2025, 10:00 in Stockholm (CET): the market is open. */
const NOW = Date.parse('2025-03-12T09:00:00Z');
const FROM = Date.parse('2024-10-01T00:00:00Z');

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('bars at a resolution', () => {
  const days = resolutionBars(VOLVO, FROM, NOW, 'DAY', 'candles');

  it('groups daily bars into calendar months: first open, last close, extremes, summed volume', () => {
    const months = resolutionBars(VOLVO, FROM, NOW, 'MONTH', 'candles');
    expect(months.map((bar) => dayOf(bar.time))).toEqual([
      '2024-10-01',
      '2024-11-01',
      '2024-12-02', // 1 December 2024 was a Sunday
      '2025-01-02', // New Year's Day is a holiday
      '2025-02-03',
      '2025-03-03',
    ]);
    const november = days.filter((bar) => dayOf(bar.time).startsWith('2024-11'));
    expect(months[1]).toEqual({
      time: november[0]?.time,
      open: november[0]?.open,
      close: november.at(-1)?.close,
      high: Math.max(...november.map((bar) => bar.high)),
      low: Math.min(...november.map((bar) => bar.low)),
      volume: november.reduce((sum, bar) => sum + bar.volume, 0),
    });
  });

  it('groups quarters from January, April, July and October, and weeks from Monday', () => {
    const quarters = resolutionBars(VOLVO, FROM, NOW, 'QUARTER', 'candles');
    expect(quarters.map((bar) => dayOf(bar.time))).toEqual(['2024-10-01', '2025-01-02']);
    const weeks = resolutionBars(VOLVO, FROM, NOW, 'WEEK', 'candles');
    // 1 October 2024 was a Tuesday; every later week opens on a Monday, but for the one whose
    // Monday was Epiphany (6 January 2025).
    expect(
      weeks
        .slice(1)
        .filter((bar) => new Date(bar.time).getUTCDay() !== 1)
        .map((bar) => dayOf(bar.time)),
    ).toEqual(['2025-01-07']);
    expect(weeks.map((bar) => bar.time)).toEqual(
      resolutionBars(VOLVO, FROM, NOW, 'DAY', 'candles')
        .filter(
          (bar, i, all) =>
            i === 0 || new Date(bar.time).getUTCDay() < new Date(all[i - 1]?.time ?? 0).getUTCDay(),
        )
        .map((bar) => bar.time),
    );
  });

  it('ends the session under way at the price now', () => {
    const price = VOLVO.priceAt(NOW + 30_000);
    const minutes = resolutionBars(VOLVO, NOW - 10 * MINUTE_MS, NOW + 30_000, 'MIN_1', 'candles');
    expect(minutes.at(-1)?.close).toBe(price);
    expect(days.at(-1)?.close).toBe(VOLVO.priceAt(NOW));
    expect(days.at(-1)?.time).toBe(Date.parse('2025-03-12T08:00:00Z'));
  });

  it('gives the same closes whether read as candles or as closes alone', () => {
    for (const resolution of ['DAY', 'WEEK', 'MONTH', 'QUARTER'] as const) {
      const candles = resolutionBars(VOLVO, FROM, NOW, resolution, 'candles');
      const closes = resolutionBars(VOLVO, FROM, NOW, resolution, 'closes');
      expect(closes.map((bar) => [bar.time, bar.close])).toEqual(
        candles.map((bar) => [bar.time, bar.close]),
      );
    }
  });

  it('gives a fund one NAV a day whatever the resolution, the day’s once it has closed', () => {
    const navs = resolutionBars(FUND, NOW - 7 * DAY_MS, NOW, 'MIN_5', 'candles');
    expect(navs.map((bar) => dayOf(bar.time))).toEqual([
      '2025-03-06',
      '2025-03-07',
      '2025-03-10',
      '2025-03-11',
    ]);
    expect(navs.map((bar) => bar.close)).toEqual(
      navs.map((bar) => FUND.dailyClose(dayOf(bar.time))),
    );
  });
});
