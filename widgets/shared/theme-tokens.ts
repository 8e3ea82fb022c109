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
   * The price graph's palette for comparisons and indicators, picked by their `colorIndex`: a slot
   * for each of the 8 comparisons and 8 indicators a graph can show at once. Each colour has at
   * least 3:1 contrast on its theme's surface (WCAG 1.4.11) and stands apart from the accent the
   * main series draws in and from every other slot.
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
    series8: 'bw-graph-series-8',
    series9: 'bw-graph-series-9',
    series10: 'bw-graph-series-10',
    series11: 'bw-graph-series-11',
    series12: 'bw-graph-series-12',
    series13: 'bw-graph-series-13',
    series14: 'bw-graph-series-14',
    series15: 'bw-graph-series-15',
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
    series5: '#8a7000',
    series6: '#37474f',
    series7: '#29a341',
    series8: '#2f5c23',
    series9: '#5c234b',
    series10: '#1e8ad2',
    series11: '#23235c',
    series12: '#29a38b',
    series13: '#d21eae',
    series14: '#70101a',
    series15: '#8b9438',
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
    series5: '#e6c84f',
    series6: '#b0bec5',
    series7: '#36e247',
    series8: '#e23636',
    series9: '#5555e7',
    series10: '#e236d1',
    series11: '#9df1cf',
    series12: '#d8f19d',
    series13: '#c05978',
    series14: '#477ed1',
    series15: '#e0d1ae',
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
