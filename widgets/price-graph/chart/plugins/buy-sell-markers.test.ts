import { describe, expect, it } from 'vitest';
import type { BuySellMarker } from '../../../../core/indicators';
import { buySellPlugin } from './buy-sell-markers';
import { recordingPlot, runHook } from './recording-plot';

/** A marker at a point; only what the dots are drawn from is filled in. */
function marker(
  index: number,
  kind: BuySellMarker['kind'],
  prices: { buy?: number; sell?: number; all: number },
): BuySellMarker {
  return {
    index,
    x: index,
    kind,
    buyPrice: prices.buy,
    sellPrice: prices.sell,
    // The dots read the tooltip's price alone; the rest of it is the tooltip's business.
    tooltip: { price: prices.all } as BuySellMarker['tooltip'],
  };
}

const COLORS = { buy: 'green', sell: 'red', mixed: 'blue', outline: 'white' };

/** Draws `markers` on a 400 × 200 plot of 5 points (100 px apart) and prices 0–100. */
function drawn(markers: BuySellMarker[], toPriceScale = (price: number) => price) {
  const recording = recordingPlot({ points: 5 });
  runHook(
    buySellPlugin({ markers: () => markers, toPriceScale, colors: COLORS }),
    'draw',
    recording.plot,
  );
  return recording;
}

describe('buy/sell markers', () => {
  it('draws a buy at its buy price, a sell at its sell price and both at their mean', () => {
    const { argsOf } = drawn([
      marker(1, 'buy', { buy: 40, all: 40 }),
      marker(2, 'sell', { sell: 60, all: 60 }),
      marker(3, 'mixed', { buy: 40, sell: 60, all: 50 }),
    ]);
    expect(argsOf('arc').map(([x, y, radius]) => [x, y, radius])).toEqual([
      [100, 120, 5],
      [200, 80, 5],
      [300, 100, 5],
    ]);
    expect(argsOf('set:fillStyle')).toEqual([['green'], ['red'], ['blue']]);
  });

  it('places the dots on the price scale, in percent while comparing', () => {
    const { argsOf } = drawn([marker(1, 'buy', { buy: 40, all: 40 })], (price) => price / 2);
    expect(argsOf('arc')[0]?.slice(0, 2)).toEqual([100, 160]);
  });

  it('draws nothing for a point out of view', () => {
    const { calls } = drawn([]);
    expect(calls).toEqual([]);
    const { argsOf } = drawn([marker(9, 'buy', { buy: 40, all: 40 })]);
    expect(argsOf('arc')).toEqual([]);
  });
});
