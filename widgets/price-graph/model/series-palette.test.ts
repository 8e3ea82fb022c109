import { describe, expect, it } from 'vitest';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { DARK_THEME, LIGHT_THEME, TOKEN_NAMES, type ThemeValues } from '../../shared/theme-tokens';
import { freeSeriesColor, SERIES_PALETTE_SIZE, seriesColorsApart } from './series-palette';

const comparator = (orderBookId: string, colorIndex: number): Comparator => ({
  orderBookId,
  symbol: `S${orderBookId}`,
  colorIndex,
});

const analysis = (id: string, colorIndex: number): TechnicalAnalysisSetting => ({
  id,
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: `SMA-${id}`,
  values: { period: 14 },
  colorIndex,
});

describe('series colour', () => {
  it('takes the lowest palette slot no other series uses', () => {
    expect(freeSeriesColor([])).toBe(0);
    expect(freeSeriesColor([0, 1, 3])).toBe(2);
    expect(freeSeriesColor([1, 2])).toBe(0);
  });

  it('stays inside the palette with 8 comparisons and 7 indicators shown', () => {
    expect(freeSeriesColor(Array.from({ length: 15 }, (_, slot) => slot))).toBe(15);
    expect(15).toBeLessThan(SERIES_PALETTE_SIZE);
  });
});

describe('series colours apart', () => {
  it('moves an indicator off a comparison’s colour, the comparison keeping it', () => {
    const comparators = [comparator('1', 0), comparator('2', 1)];
    const apart = seriesColorsApart(comparators, [analysis('a', 0), analysis('b', 2)]);

    expect(apart.comparators).toBe(comparators);
    expect(apart.analyses.map((entry) => entry.colorIndex)).toEqual([3, 2]);
  });

  it('moves a colour outside the palette into it', () => {
    const apart = seriesColorsApart([comparator('1', 40)], []);
    expect(apart.comparators.map((entry) => entry.colorIndex)).toEqual([0]);
  });

  it('leaves lists whose colours are all their own as they are', () => {
    const comparators = [comparator('1', 0)];
    const analyses = [analysis('a', 1)];
    const apart = seriesColorsApart(comparators, analyses);

    expect(apart.comparators).toBe(comparators);
    expect(apart.analyses).toBe(analyses);
  });

  it('gives all 16 series at once colours of their own', () => {
    const apart = seriesColorsApart(
      Array.from({ length: 8 }, (_, index) => comparator(String(index), index)),
      Array.from({ length: 8 }, (_, index) => analysis(String(index), index)),
    );
    const colours = [...apart.comparators, ...apart.analyses].map((entry) => entry.colorIndex);
    expect(new Set(colours).size).toBe(16);
    expect(Math.max(...colours)).toBeLessThan(SERIES_PALETTE_SIZE);
  });
});

//#region Colour science for the palette's checks

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** CIE L*a*b* (D65) of a `#rrggbb` colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/**
 * CIEDE2000 colour difference, after G. Sharma, W. Wu and E. Dalal, "The CIEDE2000
 * color-difference formula: implementation notes", Color Research & Application 30 (2005).
 */
function deltaE2000(first: string, second: string): number {
  const [l1, a1, b1] = lab(first);
  const [l2, a2, b2] = lab(second);
  const rad = Math.PI / 180;
  const meanC = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const hue = (b: number, a: number) => (Math.atan2(b, a) / rad + 360) % 360;
  const [h1, h2] = [hue(b1, ap1), hue(b2, ap2)];
  let dh = h2 - h1;
  if (c1 * c2 === 0) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);
  const meanL = (l1 + l2) / 2;
  const meanCp = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0) {
    meanH = Math.abs(h1 - h2) <= 180 ? meanH / 2 : (meanH + (meanH < 360 ? 360 : -360)) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((meanH - 30) * rad) +
    0.24 * Math.cos(2 * meanH * rad) +
    0.32 * Math.cos((3 * meanH + 6) * rad) -
    0.2 * Math.cos((4 * meanH - 63) * rad);
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rt =
    -Math.sin(2 * 30 * Math.exp(-(((meanH - 275) / 25) ** 2)) * rad) *
    2 *
    Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  const [dl, dc, dhs] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhs ** 2 + rt * dc * dhs);
}

//#endregion

/** Colours a reader tells apart at a glance: a CIEDE2000 difference of at least this. */
const DISTINCT = 10;
/** The main series stands further apart from every overlay. */
const DISTINCT_FROM_MAIN = 14;
/** WCAG 2.1 §1.4.11: graphical objects need 3:1 against their background. */
const GRAPHIC_CONTRAST = 3;

describe('the series palette of the themes', () => {
  it('has a token for each slot', () => {
    expect(Object.keys(TOKEN_NAMES.graph)).toHaveLength(SERIES_PALETTE_SIZE);
  });

  it('checks with a difference formula that matches its published test data', () => {
    // Sharma et al., table 1, pairs 1 and 17 (as sRGB the pairs differ slightly: near enough).
    expect(deltaE2000('#000000', '#000000')).toBe(0);
    expect(deltaE2000('#ffffff', '#000000')).toBeCloseTo(100, 0);
  });

  for (const [name, theme] of [
    ['light', LIGHT_THEME],
    ['dark', DARK_THEME],
  ] as [string, ThemeValues][]) {
    const palette = Object.values(theme.graph);

    it(`in the ${name} theme, stands out from the surface`, () => {
      for (const colour of palette) {
        expect(contrast(colour, theme.color.surface), colour).toBeGreaterThanOrEqual(
          GRAPHIC_CONTRAST,
        );
      }
    });

    it(`in the ${name} theme, is apart from the main series and within itself`, () => {
      for (const [index, colour] of palette.entries()) {
        expect(deltaE2000(colour, theme.color.accent), colour).toBeGreaterThanOrEqual(
          DISTINCT_FROM_MAIN,
        );
        for (const other of palette.slice(index + 1)) {
          expect(deltaE2000(colour, other), `${colour} ${other}`).toBeGreaterThanOrEqual(DISTINCT);
        }
      }
    });
  }
});
