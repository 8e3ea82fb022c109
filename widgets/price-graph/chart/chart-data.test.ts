import { describe, expect, it } from 'vitest';
import { NO_LAYERS } from '../model/chart-layers';
import { cleanPriceSeries } from '../model/price-series';
import { localCalendar } from '../model/time-axis';
import { chartData, priceMarks, visibleRange } from './chart-data';
import type { ChartInput } from './chart-input';
import { recordingPlot } from './plugins/recording-plot';

const T0 = Date.UTC(2026, 10, 20, 8);
const MINUTE = 60_000;
const SERIES = cleanPriceSeries(
  [100, 110, 90, 105].map((last, step) => ({
    timeStamp: T0 + step * MINUTE,
    last,
    volume: 1000 * (step + 1),
  })),
);

const INPUT: ChartInput = {
  series: SERIES,
  calendar: localCalendar(SERIES.times, 'Europe/Stockholm'),
  graphType: 'line',
  lineFlags: [],
  grid: true,
  volume: false,
  highestAndLowest: false,
  priceMarkers: 'off',
  previousClose: 95,
  previousCloseLine: false,
  intraday: true,
  decimals: 2,
  colors: {
    line: '#0046c8',
    positive: '#0b7a43',
    negative: '#c0262d',
    text: '#14171f',
    textMuted: '#555c6b',
    grid: '#d6dae2',
    surface: '#ffffff',
    series: ['#111111', '#222222'],
  },
  locale: 'en-GB',
  timeZone: 'Europe/Stockholm',
  width: 400,
  height: 200,
  texts: { highest: 'Highest', lowest: 'Lowest' },
  layers: NO_LAYERS,
  onCursor: () => undefined,
  onDrawn: () => undefined,
};

describe("the chart's data", () => {
  it('gives uPlot the points by position and their closes', () => {
    const [positions, closes, ...rest] = chartData(INPUT);
    expect(Array.from(positions)).toEqual([0, 1, 2, 3]);
    expect(Array.from(closes ?? [])).toEqual([100, 110, 90, 105]);
    expect(rest).toEqual([]);
  });

  it('adds the volumes when they are shown, and each layer with its gaps as nulls', () => {
    const percent = Float64Array.from([NaN, 1, 2, 3]);
    const layers = {
      ...NO_LAYERS,
      comparisons: [{ key: 'compare:1', symbol: 'OMXS30', colorIndex: 0, percent }],
    };
    const data = chartData({ ...INPUT, volume: true, layers });
    expect(Array.from(data[2] ?? [])).toEqual([1000, 2000, 3000, 4000]);
    expect(data[3]).toEqual([null, 1, 2, 3]);
  });

  it('gives a layer whose values did not change the column it gave before, new ones a new one', () => {
    const layersOf = (percent: Float64Array) => ({
      ...NO_LAYERS,
      comparisons: [{ key: 'compare:1', symbol: 'OMXS30', colorIndex: 0, percent }],
    });
    const percent = Float64Array.from([NaN, 1, 2, 3]);
    const before = chartData({ ...INPUT, layers: layersOf(percent) });
    expect(chartData({ ...INPUT, volume: true, layers: layersOf(percent) })[3]).toBe(before[2]);
    const recomputed = chartData({ ...INPUT, layers: layersOf(Float64Array.from([NaN, 1, 2, 4])) });
    expect(recomputed[2]).toEqual([null, 1, 2, 4]);
  });
});

describe('the value range in view', () => {
  it('spans the visible closes, padded 8 % so the line never touches an edge', () => {
    const { plot } = recordingPlot({ points: 4, view: [0, 1] });
    expect(visibleRange(INPUT, plot)).toEqual([100 - 0.8, 110 + 0.8]);
  });

  it('reaches the previous close when its line is drawn', () => {
    const { plot } = recordingPlot({ points: 4, view: [0, 1] });
    expect(visibleRange({ ...INPUT, previousCloseLine: true }, plot)).toEqual([
      95 - 1.2,
      110 + 1.2,
    ]);
  });
});

describe('the price marks', () => {
  it('marks the current price, in the colour of its change from the previous close', () => {
    expect(priceMarks({ ...INPUT, priceMarkers: 'current-price' })).toEqual([
      { value: 105, text: '105.00', color: '#0b7a43', line: false },
    ]);
  });

  it('marks the previous close, and the current price with it', () => {
    expect(
      priceMarks({ ...INPUT, priceMarkers: 'current-and-closing-price' }).map((mark) => mark.text),
    ).toEqual(['95.00', '105.00']);
  });

  it('marks no price on a percent scale', () => {
    const layers = { ...NO_LAYERS, priceInPercent: SERIES };
    expect(priceMarks({ ...INPUT, priceMarkers: 'current-price', layers })).toEqual([]);
  });
});
