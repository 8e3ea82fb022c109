import { formatPercent, type Locale } from '../../../core/i18n';

/** Which way a period went, for its colour. */
export type Trend = 'up' | 'down' | 'flat';

/**
 * A performance rounded as shown (percent with 2 decimals). A small loss rounds to -0, which Intl
 * writes as `-0.00%`: it is made 0, as flat as a small gain.
 */
const shown = (percent: number) => {
  const rounded = Math.round(percent * 100) / 100;
  return rounded === 0 ? 0 : rounded;
};

/** Up, down or flat as the reader sees it: a change that rounds to 0.00 % is flat. */
export function trendOf(percent: number): Trend {
  const rounded = shown(percent);
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/** A period's performance with its sign and 2 decimals, e.g. `+1,25 %` in sv-SE. */
export function performanceText(percent: number, locale: Locale): string {
  const text = formatPercent(shown(percent), locale, 2);
  return trendOf(percent) === 'up' ? `+${text}` : text;
}
