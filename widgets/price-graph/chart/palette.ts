import { LIGHT_THEME, TOKEN_NAMES } from '../../shared/theme-tokens';

/**
 * What the chart paints with: the theme's colours, read from the element's tokens, the palette
 * of the series drawn over the price, and the opacities the chart lays over them. The canvas
 * takes plain colour values, so every colour it draws in comes from here.
 */

/** The colours the chart paints with, read from the element's theme tokens. */
export interface ChartColors {
  line: string;
  positive: string;
  negative: string;
  text: string;
  textMuted: string;
  grid: string;
  surface: string;
  /** The palette of comparisons and indicators, picked by their `colorIndex`. */
  series: readonly string[];
}

/** The theme's colours as the canvas needs them: plain values, read from the element's tokens. */
export function themeColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--bw-${name}`).trim() || fallback;
  return {
    line: token('color-accent', LIGHT_THEME.color.accent),
    positive: token('color-positive', LIGHT_THEME.color.positive),
    negative: token('color-negative', LIGHT_THEME.color.negative),
    text: token('color-text', LIGHT_THEME.color.text),
    textMuted: token('color-text-muted', LIGHT_THEME.color.textMuted),
    grid: token('color-border', LIGHT_THEME.color.border),
    surface: token('color-surface', LIGHT_THEME.color.surface),
    series: (Object.keys(TOKEN_NAMES.graph) as (keyof typeof TOKEN_NAMES.graph)[]).map(
      (key) =>
        style.getPropertyValue(`--${TOKEN_NAMES.graph[key]}`).trim() || LIGHT_THEME.graph[key],
    ),
  };
}

/** A colour of the palette by a layer's `colorIndex`; the palette repeats past its end. */
export function paletteColor(colors: ChartColors, colorIndex: number): string {
  return colors.series[colorIndex % colors.series.length] ?? colors.line;
}

/** Opacities laid over a colour, as two-digit hex alphas (`withAlpha`). */
export const OPACITY_HEX = {
  /** The area gradient at the line; it fades to `none` at the bottom. */
  area: '40',
  none: '00',
  /** The columns of the column graph. */
  column: 'b0',
  /** The volume bars' outline and their fill. */
  volumeStroke: '80',
  volumeFill: '50',
  /** The faint fill between a Bollinger band's edges. */
  bandFill: '1a',
  /** The shaded RSI band of its panel. */
  panelBand: '14',
} as const;

/** `#rrggbb` with an alpha; other colour syntaxes are used as they are. */
export const withAlpha = (color: string, alphaHex: string): string =>
  /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alphaHex}` : color;

/** The indicator colour fade, 50 percent by default: secondary lines are faded this much. */
export const INDICATOR_FADE_PERCENT = 50;

/** An indicator's secondary colour (signal, %D, the bands): its colour faded 50 %. */
export function fadedColor(color: string): string {
  const alpha = Math.round(255 * (1 - INDICATOR_FADE_PERCENT / 100));
  return withAlpha(color, alpha.toString(16).padStart(2, '0'));
}
