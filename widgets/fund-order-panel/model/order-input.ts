import { amount, percent, type Amount, type Percent } from './money-units';

/**
 * What the customer types (or pastes) into the order inputs, cleaned as the buy and sell rules say
 * (docs/rules.md#buy-rules, docs/rules.md#sell-rules), so that locale-formatted numbers work:
 * `1 000` with a no-break space (sv, fi, nb), `1.000` (da), and comma decimals. Each cleaner
 * returns the text to show in the input; `parseInputNumber` reads it. A paste is cleaned as a
 * whole, never cut character by character.
 */

/** Every kind of space a formatted number can hold: space, no-break, narrow no-break, thin. */
const SPACES = /[\s\u00a0\u202f\u2009]/g;

/**
 * Buy amount: digits only; spaces and dots are removed. A comma followed by exactly three digits is
 * a thousands separator (en-GB `1,000`) and is removed too. Buy amounts are whole units, so a
 * trailing decimal part (`1 000,50` or `1,5`) is dropped rather than turned into more digits:
 * `1000,50` must never become 100 050.
 */
export function cleanBuyAmount(raw: string): string {
  const text = raw.replace(SPACES, '');
  const withoutDecimals = text.replace(/,\d{0,2}$/, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  return withoutDecimals.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * Where the decimal separator of a sell input is: with both `,` and `.` present the last one is the
 * decimal separator and the other groups thousands (`1.234,56`, `1,234.56`); a lone comma is a
 * decimal separator (comma converted to dot), and so is a lone dot.
 */
function normaliseDecimal(text: string): string {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    return text.split(grouping).join('').replace(decimal, '.');
  }
  return text.replace(',', '.');
}

/** Digits and one dot, at most `decimals` digits after it. */
function keepDecimal(text: string, decimals: number): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return wholeDigits;
  return `${wholeDigits || '0'}.${rest.join('').slice(0, decimals)}`;
}

/** Sell amount: at most 2 decimals, comma converted to dot. */
export const cleanSellAmount = (raw: string): string =>
  keepDecimal(normaliseDecimal(raw.replace(SPACES, '')), 2);

/** Sell percent: at most 2 decimals, comma converted to dot; a `%` sign is dropped. */
export const cleanSellPercent = (raw: string): string =>
  keepDecimal(normaliseDecimal(raw.replace(SPACES, '').replace('%', '')), 2);

/** The number a cleaned input holds, or undefined for an empty or unfinished one. */
export function parseInputNumber(cleaned: string): number | undefined {
  if (cleaned === '' || cleaned === '.') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/** The amount a cleaned amount input holds, or undefined for an empty or unfinished one. */
export function parseInputAmount(cleaned: string): Amount | undefined {
  const value = parseInputNumber(cleaned);
  return value === undefined ? undefined : amount(value);
}

/** The percent a cleaned percent input holds, or undefined for an empty or unfinished one. */
export function parseInputPercent(cleaned: string): Percent | undefined {
  const value = parseInputNumber(cleaned);
  return value === undefined ? undefined : percent(value);
}
