import type { Locale } from './locales';

/*
 * Number formatting goes through Intl so the customer sees their own conventions: Swedish
 * and Finnish group with no-break spaces and write minus as U+2212, Danish groups with dots.
 * Formatters are costly to build, so each distinct set of options is built once.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

export interface DecimalOptions {
  /** Fewest fraction digits shown; default 0. */
  minimumFractionDigits?: number;
  /** Most fraction digits shown; default 2. */
  maximumFractionDigits?: number;
}

/** A plain number in the customer's locale, e.g. `1 234,5` in sv-SE. */
export function formatNumber(value: number, locale: Locale, options: DecimalOptions = {}): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = 2 } = options;
  return formatter(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
}

/**
 * A percentage given in percent units (12.5 means 12.5 %), with 2 decimals by default
 * (SPEC §9: percent is shown with 2 decimals).
 */
export function formatPercent(percent: number, locale: Locale, fractionDigits = 2): string {
  return formatter(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** An amount of money with its currency, e.g. `1 234,50 kr` in sv-SE for SEK. */
export function formatMoney(
  value: number,
  currency: string,
  locale: Locale,
  fractionDigits = 2,
): string {
  return formatter(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
