/*
 * The kit's design tokens: CSS custom properties on each element's host. A page restyles a
 * widget from outside, e.g. `curated-list-card { --bw-color-accent: #0b5; }` — rules in the page
 * win over the host defaults. Plain data (no vanilla-extract), so the manifest generator reads
 * the same names and defaults the styles use.
 */

/** Token paths and their custom property names (without the leading `--`). */
export const TOKEN_NAMES = {
  font: { family: 'bw-font-family', sizeBase: 'bw-font-size' },
  color: {
    text: 'bw-color-text',
    textMuted: 'bw-color-text-muted',
    surface: 'bw-color-surface',
    surfaceSunken: 'bw-color-surface-sunken',
    border: 'bw-color-border',
    accent: 'bw-color-accent',
    onAccent: 'bw-color-on-accent',
    focus: 'bw-color-focus',
    badgeNew: 'bw-color-badge-new',
    badgeTrending: 'bw-color-badge-trending',
    badgeText: 'bw-color-badge-text',
    positive: 'bw-color-positive',
    negative: 'bw-color-negative',
    warning: 'bw-color-warning',
  },
  radius: 'bw-radius',
  shadow: 'bw-shadow',
  /**
   * The price graph's palette for comparisons and indicators, picked by their `colorIndex`
   * (SPEC §3); each colour has at least 4.5:1 contrast on its theme's surface.
   */
  graph: {
    series0: 'bw-graph-series-0',
    series1: 'bw-graph-series-1',
    series2: 'bw-graph-series-2',
    series3: 'bw-graph-series-3',
    series4: 'bw-graph-series-4',
    series5: 'bw-graph-series-5',
    series6: 'bw-graph-series-6',
    series7: 'bw-graph-series-7',
  },
} as const;

type Values<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Values<T[K]> };
export type ThemeValues = Values<typeof TOKEN_NAMES>;

export const LIGHT_THEME: ThemeValues = {
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeBase: '16px',
  },
  color: {
    text: '#14171f',
    textMuted: '#555c6b',
    surface: '#ffffff',
    surfaceSunken: '#eef0f4',
    border: '#d6dae2',
    accent: '#0046c8',
    onAccent: '#ffffff',
    focus: '#0046c8',
    badgeNew: '#0b6e3f',
    badgeTrending: '#8a3b00',
    badgeText: '#ffffff',
    positive: '#0b7a43',
    negative: '#c0262d',
    warning: '#8a5a00',
  },
  radius: '12px',
  shadow: '0 1px 3px rgba(20, 23, 31, 0.12)',
  graph: {
    series0: '#c75300',
    series1: '#7b3fbf',
    series2: '#00808a',
    series3: '#c2185b',
    series4: '#6d4c41',
    series5: '#4757b8',
    series6: '#8a7000',
    series7: '#37474f',
  },
};

export const DARK_THEME: ThemeValues = {
  ...LIGHT_THEME,
  color: {
    text: '#f1f3f7',
    textMuted: '#aab1c0',
    surface: '#1b1f29',
    surfaceSunken: '#2a303d',
    border: '#3a4252',
    accent: '#8fb4ff',
    onAccent: '#10131a',
    focus: '#8fb4ff',
    badgeNew: '#4fd18b',
    badgeTrending: '#ffb36b',
    badgeText: '#10131a',
    positive: '#4fd18b',
    negative: '#ff7b81',
    warning: '#f0c060',
  },
  shadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
  graph: {
    series0: '#ffa657',
    series1: '#c39bff',
    series2: '#4dd0e1',
    series3: '#f48fb1',
    series4: '#d7a98c',
    series5: '#9fa8ff',
    series6: '#e6c84f',
    series7: '#b0bec5',
  },
};

/** `--name` → light default, for documentation and the manifest. */
export function tokenDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  const walk = (names: object, values: object) => {
    for (const [key, name] of Object.entries(names)) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof name === 'string') defaults.set(`--${name}`, String(value));
      else walk(name as object, value as object);
    }
  };
  walk(TOKEN_NAMES, LIGHT_THEME);
  return defaults;
}
