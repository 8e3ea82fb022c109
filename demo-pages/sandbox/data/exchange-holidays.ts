import type { MarketCountry } from '../../../core/schemas/enumerations';

/**
 * The weekdays each Nordic exchange stays closed, as the exchanges publish them year by year:
 * the public holidays of its country on which it does not trade, and Christmas Eve and New
 * Year's Eve, which none of them trades on. Half days (the eves of some holidays) are traded
 * days here. Movable days follow Easter Sunday of the Gregorian calendar.
 *
 * | day                        | SE | NO | DK | FI |
 * | -------------------------- | -- | -- | -- | -- |
 * | New Year's Day, 1 Jan      | ×  | ×  | ×  | ×  |
 * | Epiphany, 6 Jan            | ×  |    |    | ×  |
 * | Maundy Thursday            |    | ×  | ×  |    |
 * | Good Friday, Easter Monday | ×  | ×  | ×  | ×  |
 * | Labour Day, 1 May          | ×  | ×  |    | ×  |
 * | Constitution Day, 17 May   |    | ×  |    |    |
 * | Great Prayer Day (to 2023) |    |    | ×  |    |
 * | Ascension Day              | ×  | ×  | ×  | ×  |
 * | the day after Ascension    |    |    | ×  |    |
 * | Whit Monday                |    | ×  | ×  |    |
 * | Constitution Day, 5 Jun    |    |    | ×  |    |
 * | National Day, 6 Jun        | ×  |    |    |    |
 * | Midsummer Eve (Fri 19–25 Jun) | × |  |    | ×  |
 * | Independence Day, 6 Dec    |    |    |    | ×  |
 * | 24, 25, 26 and 31 Dec      | ×  | ×  | ×  | ×  |
 */

/** One calendar day, in milliseconds. */
const DAY_MS = 86_400_000;

/** The last year Denmark kept Great Prayer Day (store bededag) as a holiday. */
const LAST_GREAT_PRAYER_DAY_YEAR = 2023;

/** Days since 1970-01-01 of a date of the Gregorian calendar (`month` 1–12). */
const dayOf = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / DAY_MS;

/** Easter Sunday of a year, as days since 1970-01-01 (the Gregorian computus). */
export function easterSunday(year: number): number {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const correction = Math.floor((century + 8) / 25);
  const moonCorrection = Math.floor((century - correction + 1) / 3);
  const epact = (19 * golden + century - leapCenturies - moonCorrection + 15) % 30;
  const weekdayShift =
    (32 + 2 * (century % 4) + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) % 7;
  const lateShift = Math.floor((golden + 11 * epact + 22 * weekdayShift) / 451);
  const fromMarch = epact + weekdayShift - 7 * lateShift + 114;
  return dayOf(year, Math.floor(fromMarch / 31), (fromMarch % 31) + 1);
}

/** The Friday from 19 to 25 June: Midsummer Eve in Sweden and Finland. */
function midsummerEve(year: number): number {
  const june19 = dayOf(year, 6, 19);
  // 1970-01-01 (day 0) was a Thursday, so a day is a Friday when (day − 1) is a multiple of 7.
  const daysToFriday = (((1 - june19) % 7) + 7) % 7;
  return june19 + daysToFriday;
}

function closedDays(country: MarketCountry, year: number): ReadonlySet<number> {
  const easter = easterSunday(year);
  const days = [
    dayOf(year, 1, 1),
    easter - 2,
    easter + 1,
    easter + 39,
    dayOf(year, 12, 24),
    dayOf(year, 12, 25),
    dayOf(year, 12, 26),
    dayOf(year, 12, 31),
  ];
  switch (country) {
    case 'SE':
      days.push(dayOf(year, 1, 6), dayOf(year, 5, 1), dayOf(year, 6, 6), midsummerEve(year));
      break;
    case 'NO':
      days.push(easter - 3, dayOf(year, 5, 1), dayOf(year, 5, 17), easter + 50);
      break;
    case 'DK':
      days.push(easter - 3, easter + 40, easter + 50, dayOf(year, 6, 5));
      if (year <= LAST_GREAT_PRAYER_DAY_YEAR) days.push(easter + 26);
      break;
    case 'FI':
      days.push(dayOf(year, 1, 6), dayOf(year, 5, 1), midsummerEve(year), dayOf(year, 12, 6));
      break;
  }
  return new Set(days);
}

const closedDaysByYear = new Map<string, ReadonlySet<number>>();

/** Whether the exchange of a country is closed for a holiday on a day (days since 1970-01-01). */
export function isExchangeHoliday(country: MarketCountry, dayNumber: number): boolean {
  const year = new Date(dayNumber * DAY_MS).getUTCFullYear();
  const key = `${country}:${year}`;
  let days = closedDaysByYear.get(key);
  if (!days) {
    days = closedDays(country, year);
    closedDaysByYear.set(key, days);
  }
  return days.has(dayNumber);
}
