import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../core/i18n';
import type { BuySellMarker } from '../../../core/indicators';
import { NO_LAYERS, type ChartLayers } from './chart-layers';
import type { PriceSeries } from './price-series';
import { floatingTooltipPlace, POINTER_GAP_PX, tooltipContent } from './tooltip-content';

/** Message keys stand for the texts, so the rows show which text each label is. */
const t: Translate = (key) => key;

const DAY_MS = 86_400_000;
const NOON_3_MARCH_2026 = Date.UTC(2026, 2, 3, 11);

function series(closes: number[], volumes: number[] = closes.map(() => Number.NaN)): PriceSeries {
  const values = Float64Array.from(closes);
  return {
    times: Float64Array.from(closes, (_, at) => NOON_3_MARCH_2026 + at * DAY_MS),
    close: values,
    open: Float64Array.from(closes, (close) => close - 1),
    high: Float64Array.from(closes, (close) => close + 2),
    low: Float64Array.from(closes, (close) => close - 2),
    volume: Float64Array.from(volumes),
    hasCandles: true,
    hasVolume: volumes.some(Number.isFinite),
  };
}

const at = (overrides: Partial<Parameters<typeof tooltipContent>[0]> = {}) =>
  tooltipContent({
    series: series([264.9, 266.25]),
    index: 1,
    name: 'Volvo B',
    candles: false,
    intraday: false,
    decimals: 2,
    locale: 'en-GB',
    timeZone: 'Europe/Stockholm',
    t,
    layers: NO_LAYERS,
    ...overrides,
  });

describe('the tooltip of a point', () => {
  it('names the day and the price, with the series decimals', () => {
    const content = at();
    expect(content?.time).toMatch(/4 Mar(ch)? 2026/);
    expect(content?.heading).toBeUndefined();
    expect(content?.values).toEqual([['Volvo B', '266.25']]);
  });

  it('shows a candle as open, high, low and close under the name', () => {
    const content = at({ candles: true, name: 'Handelsbanken Sverige Index' });
    expect(content?.heading).toBe('Handelsbanken Sve…');
    expect(content?.values).toEqual([
      ['priceGraph.tooltip.open', '265.25'],
      ['priceGraph.tooltip.high', '268.25'],
      ['priceGraph.tooltip.low', '264.25'],
      ['priceGraph.tooltip.close', '266.25'],
    ]);
  });

  it('adds the volume in whole units when the point has one', () => {
    const content = at({ series: series([264.9, 266.25], [Number.NaN, 1_234_567.4]) });
    expect(content?.values).toContainEqual(['priceGraph.tooltip.volume', '1,234,567']);
    expect(at({ index: 0 })?.values).toHaveLength(1);
  });

  it('says nothing of a point the series does not have', () => {
    expect(at({ index: 2 })).toBeUndefined();
  });

  it('adds each comparison in percent with 2 decimals, leaving out one without a value there', () => {
    const layers: ChartLayers = {
      ...NO_LAYERS,
      comparisons: [
        { key: 'compare:1', symbol: 'ERIC B', colorIndex: 0, percent: Float64Array.of(0, -3.456) },
        {
          key: 'compare:2',
          symbol: 'SAND',
          colorIndex: 1,
          percent: Float64Array.of(0, Number.NaN),
        },
      ],
    };
    expect(at({ layers })?.values).toEqual([
      ['Volvo B', '266.25'],
      ['ERIC B', '-3.46 %'],
    ]);
  });

  it("lists the customer's trades at the point, with the currency they share", () => {
    const marker: BuySellMarker = {
      index: 1,
      x: NOON_3_MARCH_2026 + DAY_MS,
      kind: 'buy',
      buyPrice: 265.5,
      sellPrice: undefined,
      tooltip: {
        amount: 2655,
        buyAmount: 2655,
        sellAmount: 0,
        price: 265.5,
        buyPrice: 265.5,
        sellPrice: undefined,
        quantity: 10,
        buyQuantity: 10,
        sellQuantity: 0,
        count: 2,
        currency: 'SEK',
        priceUnit: 'SEK',
        timestampFrom: NOON_3_MARCH_2026 + DAY_MS,
        timestampTo: NOON_3_MARCH_2026 + DAY_MS,
      },
    };
    const content = at({ layers: { ...NO_LAYERS, buySell: [marker] } });
    expect(content?.trades).toEqual([
      ['priceGraph.layers.trades', '2'],
      ['priceGraph.layers.bought', '10'],
      ['priceGraph.layers.buyPrice', '265.50 SEK'],
      ['priceGraph.layers.buyAmount', '2,655.00 SEK'],
    ]);
    expect(at({ index: 0, layers: { ...NO_LAYERS, buySell: [marker] } })?.trades).toEqual([]);
  });
});

describe('where a floating tooltip sits', () => {
  it('to the right of the pointer in the left half of the plot, else to its left', () => {
    expect(floatingTooltipPlace({ left: 100, top: 50, plotWidth: 800 })).toEqual({
      top: 30,
      left: 100 + POINTER_GAP_PX,
    });
    expect(floatingTooltipPlace({ left: 700, top: 10, plotWidth: 800 })).toEqual({
      top: 0,
      right: 100 + POINTER_GAP_PX,
    });
  });
});
