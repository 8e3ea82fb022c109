import { describe, expect, it } from 'vitest';
import { readGraphSetup, type GraphAttributes, type GraphConfig } from './graph-config';
import { defaultGraphSettings, type GraphSettings } from './graph-settings';
import { firstSeriesRequest, timeSeriesQuery } from './series-request';

function configOf(attributes: GraphAttributes): GraphConfig {
  const { setup } = readGraphSetup(attributes, () => undefined);
  if (!setup.ok) throw new Error(setup.reason);
  return setup.config;
}

const stock = configOf({ instrumentId: '16099872', instrumentType: 'stock' });
const fund = configOf({ instrumentId: '16100102', instrumentType: 'fund' });
const stored = (config: GraphConfig, changes: Partial<GraphSettings>): GraphSettings => ({
  ...defaultGraphSettings(config.kind),
  ...changes,
});

describe('the series a graph’s first render asks for', () => {
  it('is the stored period’s, at the resolution stored for it', () => {
    const request = firstSeriesRequest(
      stock,
      stored(stock, { period: 'YEAR_1', resolution: { YEAR_1: 'WEEK' } }),
    );
    expect(request).toMatchObject({ instrumentId: '16099872', period: 'YEAR_1' });
    expect(timeSeriesQuery(request).path).toBe(
      '/market-data/price-time-series/16099872/period/YEAR_1?resolution=WEEK',
    );
  });

  it('is the kind’s default period when a custom range was stored, as no range is picked yet', () => {
    expect(firstSeriesRequest(stock, stored(stock, { period: 'CUSTOM' })).period).toBe('DAY_1');
    expect(firstSeriesRequest(fund, stored(fund, { period: 'CUSTOM' })).period).toBe('WEEK_1');
  });

  it('names the stored comparisons, and the bid price only where it is offered', () => {
    const settings = {
      bidPrice: true,
      comparators: [{ orderBookId: '5447', symbol: 'ERIC B', colorIndex: 0 }],
    };
    const request = firstSeriesRequest(stock, stored(stock, settings));
    expect(request).toMatchObject({ bidPrice: true, comparators: ['5447'] });
    const withoutBid = configOf({ instrumentId: '16099872', features: 'compare' });
    expect(firstSeriesRequest(withoutBid, stored(withoutBid, settings)).bidPrice).toBeUndefined();
  });
});
