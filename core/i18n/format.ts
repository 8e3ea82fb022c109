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
 * A count in the locale's compact words, floored to one decimal, e.g. `1.5bn` in en-GB and
 * `1,5 md` in sv-SE: for counts whose digits would be too many to read.
 */
export function formatCompactCount(count: number, locale: Locale): string {
  return formatter(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'floor',
  }).format(count);
}

/**
 * A percentage given in percent units (12.5 means 12.5 %), with 2 decimals by default
 * (percent is shown with 2 decimals).
 */
export function formatPercent(percent: number, locale: Locale, fractionDigits = 2): string {
  return formatter(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** The locales that write the currency after the amount (`99,00 kr`); English writes it first. */
const CURRENCY_AFTER_AMOUNT: ReadonlySet<Locale> = new Set(['sv-SE', 'nb-NO', 'da-DK', 'fi-FI']);

/**
 * An amount of money with its currency, e.g. `1 234,50 kr` in sv-SE for SEK. The Nordic
 * locales always write the currency last: an engine with older locale data (WebKit's writes
 * `kr 99,00` in nb-NO) gets the amount first too, so every reader sees the same.
 */
export function formatMoney(
  value: number,
  currency: string,
  locale: Locale,
  fractionDigits = 2,
): string {
  const money = formatter(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  if (!CURRENCY_AFTER_AMOUNT.has(locale)) return money.format(value);
  const parts = money.formatToParts(value);
  const at = parts.findIndex((part) => part.type === 'currency');
  const first = parts.findIndex((part) => part.type !== 'currency' && part.type !== 'literal');
  if (at < 0 || at > first) return money.format(value);
  const amount = parts.filter((part, index) => index !== at && part.type !== 'literal');
  return `${amount.map((part) => part.value).join('')}\u00a0${parts[at]?.value ?? currency}`;
}

/**
 * How the locale writes `currency` in an amount, e.g. `kr` for SEK in sv-SE, `SEK` in en-GB
 * and `€` for EUR in fi-FI: what a label such as "Amount (kr)" shows, so that labels and
 * amounts name the currency the same way.
 */
export function currencyLabel(currency: string, locale: Locale): string {
  const parts = formatter(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let cached = dateFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    dateFormatters.set(key, cached);
  }
  return cached;
}

/** An instant's date in the reader's time zone, e.g. `21 november 2026` in sv-SE. */
export const formatDate = (epochMillis: number, locale: Locale): string =>
  dateFormatter(locale, undefined).format(epochMillis);

/**
 * A calendar date as the backend writes it (`yyyy-MM-dd`), e.g. a fund's next trading day. It
 * names a day, not an instant, so it is formatted in UTC: no time zone can move it a day.
 * Text that is not such a date is shown as it came.
 */
export function formatCalendarDate(day: string, locale: Locale): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? day : dateFormatter(locale, 'UTC').format(time);
}

/**
 * Builds a first number and date format of `locale`. The first format of each kind a page
 * builds for a locale loads that locale's data, which takes many times as long as any format
 * after it (tens of milliseconds on a phone): a widget that waits for its data calls this
 * meanwhile, so that the formats its first render builds come quickly.
 */
export function prepareFormats(locale: Locale): void {
  formatNumber(0, locale);
  formatDate(0, locale);
}
