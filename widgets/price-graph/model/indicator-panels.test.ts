import { describe, expect, it } from 'vitest';
import {
  PANEL_GAP_PX,
  PANEL_MIN_HEIGHT_PX,
  panelLayout,
  panelRange,
  panelTicks,
  rangeInBand,
} from './indicator-panels';

describe('indicator panel layout (RSI 20 %, Stochastic 8 %, MACD 18 %)', () => {
  it('gives the whole plot to the price without panels', () => {
    expect(panelLayout([], 500)).toEqual({ price: { top: 0, height: 500 }, panels: [] });
  });

  it('puts an RSI panel in the lowest 20 % of the plot', () => {
    const layout = panelLayout(['RSI'], 500);
    expect(layout.price).toEqual({ top: 0, height: 400 });
    expect(layout.panels).toEqual([{ type: 'RSI', top: 400, height: 100 }]);
  });

  it('stacks RSI, Stochastic and MACD in that order, whatever order they were added in', () => {
    const layout = panelLayout(['MACD', 'RSI', 'STOCHASTIC'], 1);
    expect(layout.panels.map((panel) => panel.type)).toEqual(['RSI', 'STOCHASTIC', 'MACD']);
    expect(layout.price.height).toBeCloseTo(0.54);
    expect(layout.panels[0]?.top).toBeCloseTo(0.54);
    expect(layout.panels[1]?.top).toBeCloseTo(0.74);
    expect(layout.panels[2]?.top).toBeCloseTo(0.82);
    expect(layout.panels[2]?.height).toBeCloseTo(0.18);
  });

  it('moves a panel up when the one above it is removed', () => {
    expect(panelLayout(['MACD'], 1).panels[0]?.top).toBeCloseTo(0.82);
    expect(panelLayout(['STOCHASTIC', 'MACD'], 1).panels[0]?.top).toBeCloseTo(0.74);
  });

  it('has one panel per type', () => {
    expect(panelLayout(['RSI', 'RSI'], 1).panels).toHaveLength(1);
  });
});

describe('a scale placed in a band of the plot', () => {
  it('maps the range onto the band: the lowest value at its bottom, the highest at its top', () => {
    const [min, max] = rangeInBand(10, 20, { top: 0, height: 0.5 });
    // 10..20 fills the upper half, so the whole plot spans 0..20.
    expect(min).toBeCloseTo(0);
    expect(max).toBeCloseTo(20);
  });

  it('places a range in the middle of the plot', () => {
    const [min, max] = rangeInBand(0, 100, { top: 0.25, height: 0.5 });
    expect(min).toBeCloseTo(-50);
    expect(max).toBeCloseTo(150);
  });

  it('gives a flat range a height', () => {
    const [min, max] = rangeInBand(5, 5, { top: 0, height: 1 });
    expect(max - min).toBe(1);
  });
});

describe('indicator panel axes', () => {
  const none: Float64Array[] = [];

  it('shows RSI from 10 to 90 with its midline at 50', () => {
    const range = panelRange('RSI', none, 0, 10);
    expect(range).toEqual([10, 90]);
    expect(panelTicks('RSI', range)).toEqual([90, 10, 50]);
  });

  it('shows Stochastic from 0 to 100 with its midline at 50', () => {
    const range = panelRange('STOCHASTIC', none, 0, 10);
    expect(range).toEqual([0, 100]);
    expect(panelTicks('STOCHASTIC', range)).toEqual([100, 0, 50]);
  });

  it('centres MACD on zero and reaches a little past its largest visible swing', () => {
    const macd = new Float64Array([Number.NaN, 1, -2, 9]);
    const range = panelRange('MACD', [macd], 0, 2);
    expect(range[0]).toBeCloseTo(-2.2);
    expect(range[1]).toBeCloseTo(2.2);
    expect(panelTicks('MACD', range)[2]).toBe(0);
  });
});

describe('panels on a low plot', () => {
  it('are at least 64 px high with 16 px of room above, on a phone’s 290 px plot', () => {
    const layout = panelLayout(['RSI'], 290, 290);
    const rsi = layout.panels[0];
    expect(rsi?.height).toBeCloseTo(PANEL_MIN_HEIGHT_PX);
    expect((rsi?.top ?? 0) - layout.price.height).toBeCloseTo(PANEL_GAP_PX);
    expect((rsi?.top ?? 0) + (rsi?.height ?? 0)).toBeCloseTo(290);
  });

  it('keep the stated shares where those are taller than the least height', () => {
    expect(panelLayout(['RSI'], 1, 600).panels[0]?.height).toBeCloseTo(0.2);
  });

  it('never take more than half the plot, gaps included', () => {
    const layout = panelLayout(['RSI', 'STOCHASTIC', 'MACD'], 290, 290);
    expect(layout.price.height).toBeCloseTo(145);
    const last = layout.panels.at(-1);
    expect((last?.top ?? 0) + (last?.height ?? 0)).toBeCloseTo(290);
  });
});
