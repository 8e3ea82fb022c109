import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelLayout } from '../../model/indicator-panels';
import type { PanelLayer } from '../../model/chart-layers';
import { panelsPlugin } from './panels';
import { recordingPlot, RecordingPath, runHook, type CanvasCall } from './recording-plot';

beforeEach(() => {
  vi.stubGlobal('Path2D', RecordingPath);
});
afterEach(() => vi.unstubAllGlobals());

const line = (name: string, values: number[]) => ({ name, values: Float64Array.from(values) });

const STOCHASTIC: PanelLayer = {
  key: 'ta:1',
  label: 'Stochastic 14',
  taType: 'STOCHASTIC',
  colorIndex: 0,
  lines: [line('k', [20, NaN, 60, 80]), line('d', [30, 40, 50, 60])],
  levels: { low: 20, high: 80 },
};

/**
 * Draws `panels` on a 300 × 200 plot of 4 points (100 px apart), each indicator in `#0000ff`,
 * faded as `faded(<colour>)`.
 */
function drawn(panels: PanelLayer[]) {
  const recording = recordingPlot({ points: 4, box: { left: 0, top: 0, width: 300, height: 200 } });
  const plugin = panelsPlugin({
    panels: () => panels,
    colorOf: () => '#0000ff',
    fade: (color) => `faded(${color})`,
    colors: { text: 'black', textMuted: 'grey', grid: 'silver', positive: 'lime', negative: 'red' },
    font: '12px sans-serif',
    locale: 'en-GB',
  });
  runHook(plugin, 'draw', recording.plot);
  return recording;
}

/** The panel's band on the 200 px plot, in canvas pixels. */
function band(type: PanelLayer['taType']) {
  const found = panelLayout([type], 200, 200).panels.find((panel) => panel.type === type);
  if (!found) throw new Error(`No ${type} panel`);
  return { top: found.top, bottom: found.top + found.height, height: found.height };
}

/** The path commands stroked right after the stroke colour was set to `color`. */
function strokedIn(calls: CanvasCall[], color: string): [string, ...unknown[]][] {
  const from = calls.findIndex((call) => call.name === 'set:strokeStyle' && call.args[0] === color);
  const to = calls.findIndex((call, index) => index > from && call.name === 'stroke');
  return calls
    .slice(from + 1, to)
    .filter((call) => call.name === 'moveTo' || call.name === 'lineTo')
    .map((call) => [call.name, ...call.args]);
}

describe('indicator panels', () => {
  it('draws nothing without a panel', () => {
    expect(drawn([]).calls).toEqual([]);
  });

  it("draws a panel's main line in its colour, broken where a value is missing", () => {
    const { top, height } = band('STOCHASTIC');
    const y = (value: number) => top + height - (value / 100) * height;
    expect(strokedIn(drawn([STOCHASTIC]).calls, '#0000ff')).toEqual([
      ['moveTo', 0, y(20)],
      ['moveTo', 200, y(60)],
      ['lineTo', 300, y(80)],
    ]);
  });

  it('draws the second line and the levels faded', () => {
    const { argsOf } = drawn([STOCHASTIC]);
    const strokes = argsOf('set:strokeStyle').map(([color]) => color);
    // The top edge, the midline, the two levels; then the lines: %K, %D.
    expect(strokes).toEqual(['silver', 'grey', 'faded(#0000ff)', '#0000ff', 'faded(#0000ff)']);
  });

  it('names the panel at its top left and labels its axis on the right', () => {
    const { top, bottom } = band('STOCHASTIC');
    const texts = drawn([STOCHASTIC]).argsOf('fillText');
    expect(texts[0]).toEqual(['Stochastic 14', 4, top + 2]);
    // The ends first, kept inside the panel (a label is 12 px high), then the midline.
    expect(texts.slice(1)).toEqual([
      ['100', 304, top + 6],
      ['0', 304, bottom - 6],
      ['50', 304, (top + bottom) / 2],
    ]);
  });

  it("shades RSI's band in its colour, faintly", () => {
    const rsi: PanelLayer = { ...STOCHASTIC, label: 'RSI 14', taType: 'RSI', lines: [] };
    expect(drawn([rsi]).argsOf('set:fillStyle')[0]).toEqual(['#0000ff14']);
  });

  it("draws MACD's difference as bars above and below zero, faded", () => {
    const macd: PanelLayer = {
      key: 'ta:2',
      label: 'MACD',
      taType: 'MACD',
      colorIndex: 0,
      lines: [line('macd', [0, 0, 0, 0]), line('signal', [0, 0, 0, 0])],
      histogram: Float64Array.from([1, -1, 2, -2]),
    };
    const { argsOf } = drawn([macd]);
    const bars = argsOf('fill').map(([path]) => (path as RecordingPath).commands.length);
    expect(bars).toEqual([2, 2]);
    expect(argsOf('set:fillStyle').slice(0, 2)).toEqual([['faded(lime)'], ['faded(red)']]);
  });
});
