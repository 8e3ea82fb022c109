/**
 * Parameter types shared by several areas of the backend path catalogue.
 */
import type { SupportedTaxCountry } from '../schemas/enumerations';

/** An id in a path or query: the backend's ids arrive as numbers or as strings. */
export type Id = string | number;

type Month = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12';
type Day =
  | Month
  | '13'
  | '14'
  | '15'
  | '16'
  | '17'
  | '18'
  | '19'
  | '20'
  | '21'
  | '22'
  | '23'
  | '24'
  | '25'
  | '26'
  | '27'
  | '28'
  | '29'
  | '30'
  | '31';

/**
 * A calendar date as the backend takes it, `yyyy-MM-dd` (buy/sell dots, §9), checked
 * by the compiler. A `CalendarDate` parsed at the boundary is a plain string: `isIsoDate`
 * narrows it.
 */
export type IsoDate = `${number}-${Month}-${Day}`;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a `yyyy-MM-dd` text, such as date-fns `format(date, 'yyyy-MM-dd')` gives. */
export function isIsoDate(text: string): text is IsoDate {
  return ISO_DATE.test(text);
}

/** A `countryCode` parameter: one of the supported tax countries SE, NO, FI, DK. */
export type CountryCode = SupportedTaxCountry;
