import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { CHART_TIME_ZONES } from './graph-instrument';
import {
  firstDayOfMonth,
  HOUR_MS,
  localCalendar,
  THREE_HOURS_MS,
  tickText,
  timeTicks,
  tooltipTimeText,
  yearMonthOfDay,
  zoneClock,
} from './time-axis';

const STOCKHOLM = 'Europe/Stockholm';
const MINUTE = 60_000;
const DAY = 86_400_000;

/** `count` points `stepMs` apart from `start`. */
const times = (start: number, count: number, stepMs: number) =>
  Float64Array.from({ length: count }, (_, index) => start + index * stepMs);

/** The bars of one Stockholm winter trading day, 09:00 to 17:30 (UTC+1). */
const tradingDay = (year: number, month: number, date: number, stepMs: number) =>
  Array.from(times(Date.UTC(year, month, date, 8), (8.5 * HOUR_MS) / stepMs + 1, stepMs));

describe('local calendar', () => {
  it('gives the day number (days since 1970-01-01) and minute of day in Stockholm', () => {
    // Friday 27 March 2026, 09:00 in Stockholm (UTC+1) is day 20539.
    const calendar = localCalendar(Float64Array.of(Date.UTC(2026, 2, 27, 8)), STOCKHOLM);
    expect(calendar.day[0]).toBe(20539);
    expect(calendar.minute[0]).toBe(9 * 60);
  });

  it('follows summer time: 09:00 stays minute 540 after the clocks move', () => {
    // Monday 30 March 2026, 09:00 in Stockholm (UTC+2) is 07:00 UTC.
    const calendar = localCalendar(
      Float64Array.of(Date.UTC(2026, 2, 27, 8), Date.UTC(2026, 2, 30, 7)),
      STOCKHOLM,
    );
    expect(Array.from(calendar.day)).toEqual([20539, 20542]);
    expect(Array.from(calendar.minute)).toEqual([540, 540]);
  });

  it('puts a time after local midnight on the local day, not the UTC day', () => {
    // 20 Nov 2026 23:30 UTC is 21 Nov 00:30 in Stockholm.
    const calendar = localCalendar(Float64Array.of(Date.UTC(2026, 10, 20, 23, 30)), STOCKHOLM);
    expect(calendar.day[0]).toBe(20778);
    expect(calendar.minute[0]).toBe(30);
  });

  it('is empty for no times', () => {
    expect(localCalendar(new Float64Array(0), STOCKHOLM).day).toHaveLength(0);
  });
});

describe('local calendar across clock changes', () => {
  // Each market's opening on the trading days either side of 2026's clock changes, in UTC.
  it.each([
    [
      'Europe/Stockholm',
      9 * 60,
      ['2026-03-27T08:00Z', '2026-03-30T07:00Z', '2026-10-23T07:00Z', '2026-10-26T08:00Z'],
    ],
    [
      'Europe/Oslo',
      9 * 60,
      ['2026-03-27T08:00Z', '2026-03-30T07:00Z', '2026-10-23T07:00Z', '2026-10-26T08:00Z'],
    ],
    [
      'Europe/Helsinki',
      10 * 60,
      ['2026-03-27T08:00Z', '2026-03-30T07:00Z', '2026-10-23T07:00Z', '2026-10-26T08:00Z'],
    ],
    [
      'America/New_York',
      9 * 60 + 30,
      ['2026-03-06T14:30Z', '2026-03-09T13:30Z', '2026-10-30T13:30Z', '2026-11-02T14:30Z'],
    ],
  ])('keeps %s opening at the same minute of the day', (zone, openMinute, stamps) => {
    const calendar = localCalendar(
      Float64Array.from(stamps, (stamp) => Date.parse(stamp)),
      zone,
    );
    expect(Array.from(calendar.minute)).toEqual([openMinute, openMinute, openMinute, openMinute]);
    expect(Array.from(calendar.day)).toEqual(
      stamps.map((stamp) => Date.parse(stamp.slice(0, 10)) / DAY),
    );
  });

  it('moves the clock at the very minute it changes, spring and autumn', () => {
    const calendar = localCalendar(
      Float64Array.of(
        Date.UTC(2026, 2, 29, 0, 59),
        Date.UTC(2026, 2, 29, 1),
        Date.UTC(2026, 9, 25, 0, 59),
        Date.UTC(2026, 9, 25, 1),
      ),
      STOCKHOLM,
    );
    // 01:59 then 03:00 on 29 March; 02:59 then 02:00 again on 25 October.
    expect(Array.from(calendar.minute)).toEqual([119, 180, 179, 120]);
  });

  it.each(['Europe/Stockholm', 'Europe/Oslo', 'Europe/Helsinki', 'America/New_York'])(
    'agrees with Intl in %s at every hour of a year with two changes',
    (zone) => {
      const hours = times(Date.UTC(2026, 0, 1, 0, 30), 365 * 24, HOUR_MS);
      const calendar = localCalendar(hours, zone);
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
      const wrong = Array.from(hours).filter((time, index) => {
        const part = Object.fromEntries(
          parts.formatToParts(time).map(({ type, value }) => [type, Number(value)]),
        );
        const day = Date.UTC(part.year ?? 0, (part.month ?? 0) - 1, part.day) / DAY;
        const minute = (part.hour ?? 0) * 60 + (part.minute ?? 0);
        return calendar.day[index] !== day || calendar.minute[index] !== minute;
      });
      expect(wrong.map((time) => new Date(time).toISOString())).toEqual([]);
    },
  );

  it('reads daily points four centuries back, in their month', () => {
    const calendar = localCalendar(
      Float64Array.of(
        Date.UTC(1643, 4, 4, 12),
        Date.UTC(1916, 6, 3, 12),
        Date.UTC(2026, 10, 20, 8),
      ),
      STOCKHOLM,
    );
    expect(Array.from(calendar.day)).toEqual([
      firstDayOfMonth(1643, 4) + 3,
      firstDayOfMonth(1916, 6) + 2,
      firstDayOfMonth(2026, 10) + 19,
    ]);
    expect(Array.from(calendar.month)).toEqual([1643 * 12 + 4, 1916 * 12 + 6, 2026 * 12 + 10]);
  });
});

describe('a chart zone’s offsets, looked up a half-year apart', () => {
  const WEEK = 7 * DAY;
  const from = Date.UTC(1600, 0, 1);
  const to = Date.UTC(2100, 0, 1);

  it.each(Object.values(CHART_TIME_ZONES))(
    'find every change in %s from 1600 to 2100 that a look every week finds',
    (zone) => {
      const offset = (epochMs: number) => Math.round(tzOffset(zone, new Date(epochMs)) * MINUTE);
      // Each change as the week it falls in, (week − 1, week], and the offset from then on.
      const weekly: [number, number][] = [];
      let before = offset(from);
      for (let week = 1; from + week * WEEK <= to; week += 1) {
        const after = offset(from + week * WEEK);
        if (after !== before) weekly.push([week - 1, after]);
        before = after;
      }
      const { starts, offsets } = zoneClock(zone)(from, to);
      const found = starts
        .slice(1)
        .map((at, index): [number, number] => [
          Math.ceil((at - from) / WEEK) - 1,
          offsets[index + 1] as number,
        ])
        .filter(([week]) => from + (week + 1) * WEEK <= to);
      expect(weekly.length).toBeGreaterThan(100);
      expect(found).toEqual(weekly);
    },
  );

  it('are the offsets a month apart finds, to the minute', () => {
    const halfYears = zoneClock(STOCKHOLM)(from, to);
    const months = zoneClock(STOCKHOLM, 1)(from, to);
    expect(halfYears.starts.filter((at) => at <= to)).toEqual(
      months.starts.filter((at) => at <= to),
    );
  });
});

describe('first day of a month', () => {
  it.each([
    [1970, 0, 0],
    [2000, 2, 11017],
    [1900, 2, -25508],
    [2026, 10, 20758],
  ])('of %i, month %i, is day %i', (year, month, day) => {
    expect(firstDayOfMonth(year, month)).toBe(day);
  });

  it('is the day whose month it is, and follows the month before, from 1600 to 2100', () => {
    const wrong: string[] = [];
    for (let year = 1600; year <= 2100; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        const first = firstDayOfMonth(year, month);
        const before = yearMonthOfDay(first - 1);
        const own = yearMonthOfDay(first);
        const previous = month === 0 ? { year: year - 1, month: 11 } : { year, month: month - 1 };
        if (own.year !== year || own.month !== month)
          wrong.push(`${String(year)}-${String(month)}`);
        if (before.year !== previous.year || before.month !== previous.month) {
          wrong.push(`before ${String(year)}-${String(month)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('year and month of a day number', () => {
  it.each([
    [0, '1970-01-01', 1970, 0],
    [-1, '1969-12-31', 1969, 11],
    [11016, '2000-02-29', 2000, 1],
    [11017, '2000-03-01', 2000, 2],
    [20778, '2026-11-21', 2026, 10],
    [20818, '2026-12-31', 2026, 11],
    [-25508, '1900-03-01', 1900, 2],
  ])('day %i (%s) is year %i, month %i', (day, _date, year, month) => {
    expect(yearMonthOfDay(day)).toEqual({ year, month });
  });
});

describe('time ticks', () => {
  it('are hours for one intraday day', () => {
    const calendar = localCalendar(Float64Array.from(tradingDay(2026, 10, 20, MINUTE)), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, calendar.day.length - 1, 10);
    expect(ticks.unit).toBe('hour');
    // 10:00, 11:00 … 17:00: every 60th one-minute bar.
    expect(ticks.indexes).toEqual([60, 120, 180, 240, 300, 360, 420, 480]);
  });

  it('are three hours when hours would be too many', () => {
    const calendar = localCalendar(Float64Array.from(tradingDay(2026, 10, 20, MINUTE)), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, calendar.day.length - 1, 2);
    expect(ticks.unit).toBe('threeHours');
    // 12:00 and 15:00.
    expect(ticks.indexes).toEqual([180, 360]);
  });

  it('are days for a week of 30-minute bars', () => {
    const bars = [16, 17, 18, 19, 20].flatMap((date) => tradingDay(2026, 10, date, 30 * MINUTE));
    const calendar = localCalendar(Float64Array.from(bars), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, bars.length - 1, 8);
    expect(ticks.unit).toBe('day');
    // 18 bars a day (09:00 to 17:30): each new day starts a tick.
    expect(ticks.indexes).toEqual([18, 36, 54, 72]);
  });

  it('are months for a year of daily points', () => {
    const days = Array.from(times(Date.UTC(2025, 0, 2, 16), 364, DAY)).filter(
      (time) => new Date(time).getUTCDay() % 6 !== 0,
    );
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, days.length - 1, 12);
    expect(ticks.unit).toBe('month');
    // February to December; each tick is a month's first trading day.
    expect(ticks.indexes.map((index) => new Date(days[index] ?? 0).getUTCMonth())).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(new Date(days[ticks.indexes[0] ?? 0] ?? 0).toISOString().slice(0, 10)).toBe(
      '2025-02-03',
    );
  });

  it('are years for ten years of weekly points', () => {
    // Mondays from 4 January 2016 to 29 December 2025.
    const weeks = Array.from(times(Date.UTC(2016, 0, 4, 16), 522, 7 * DAY));
    const calendar = localCalendar(Float64Array.from(weeks), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, weeks.length - 1, 10);
    expect(ticks.unit).toBe('year');
    expect(ticks.indexes.map((index) => new Date(weeks[index] ?? 0).getUTCFullYear())).toEqual([
      2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025,
    ]);
    // 2 January 2017 is the 53rd Monday.
    expect(ticks.indexes[0]).toBe(52);
  });

  it('are years within a visible stretch that starts and ends inside a year', () => {
    const weeks = Array.from(times(Date.UTC(2016, 0, 4, 16), 522, 7 * DAY));
    const calendar = localCalendar(Float64Array.from(weeks), STOCKHOLM);
    const ticks = timeTicks(calendar, 30.5, 300, 10);
    expect(ticks.unit).toBe('year');
    // Each tick is a year's first Monday: the week before it is in the year before.
    const yearOf = (index: number) => new Date(weeks[index] ?? 0).getUTCFullYear();
    expect(ticks.indexes.map(yearOf)).toEqual([2017, 2018, 2019, 2020, 2021]);
    expect(ticks.indexes.map((index) => yearOf(index - 1))).toEqual([2016, 2017, 2018, 2019, 2020]);
  });

  it('are fifty years for 100 000 daily points, four centuries back', () => {
    const days: number[] = [];
    for (let day = Date.UTC(2026, 10, 20, 8); days.length < 100_000; day -= DAY) {
      if (new Date(day).getUTCDay() % 6 !== 0) days.push(day);
    }
    days.reverse();
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, days.length - 1, 10, 'day');
    expect(ticks.unit).toBe('fiftyYears');
    expect(ticks.indexes.map((index) => new Date(days[index] ?? 0).getUTCFullYear())).toEqual([
      1650, 1700, 1750, 1800, 1850, 1900, 1950, 2000,
    ]);
    expect(tickText(days[ticks.indexes[0] ?? 0] ?? 0, ticks.unit, 'en-GB', STOCKHOLM)).toBe('1650');
  });

  it('start at days for daily points when asked, never at the hour they are stamped', () => {
    const days = Array.from(times(Date.UTC(2026, 10, 16, 8), 5, DAY));
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    expect(timeTicks(calendar, 0, 4, 10, 'day')).toEqual({ unit: 'day', indexes: [1, 2, 3, 4] });
  });

  it('are every other hour rather than two ticks of three hours, where three fit', () => {
    const calendar = localCalendar(Float64Array.from(tradingDay(2026, 10, 20, MINUTE)), STOCKHOLM);
    // 09:00 (the first point), 10:00 … 17:00: every third, centred.
    expect(timeTicks(calendar, 0, calendar.day.length - 1, 3)).toEqual({
      unit: 'hour',
      indexes: [60, 240, 420],
    });
  });

  it('are at least three days for a week of 30-minute bars on a phone', () => {
    const bars = [16, 17, 18, 19, 20].flatMap((date) => tradingDay(2026, 10, date, 30 * MINUTE));
    const calendar = localCalendar(Float64Array.from(bars), STOCKHOLM);
    // Room for three: Monday (the first point), Wednesday and Friday, not one month's turn.
    expect(timeTicks(calendar, 0, bars.length - 1, 3)).toEqual({
      unit: 'day',
      indexes: [0, 36, 72],
    });
  });

  it('are at least three days for a week of daily points', () => {
    const days = Array.from(times(Date.UTC(2026, 10, 16, 16), 5, DAY));
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    expect(timeTicks(calendar, 0, 4, 3, 'day')).toEqual({ unit: 'day', indexes: [0, 2, 4] });
  });

  it('are days, not one month, for six weeks of daily points', () => {
    // Trading days from Monday 2 February to Friday 13 March 2026: March's turn alone is one tick.
    const days = Array.from(times(Date.UTC(2026, 1, 2, 16), 40, DAY)).filter(
      (time) => new Date(time).getUTCDay() % 6 !== 0,
    );
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    const ticks = timeTicks(calendar, 0, days.length - 1, 3, 'day');
    expect(ticks.unit).toBe('day');
    expect(ticks.indexes).toHaveLength(3);
    const dates = ticks.indexes.map((index) =>
      new Date(days[index] ?? 0).toISOString().slice(5, 10),
    );
    expect(dates).toEqual(['02-06', '02-20', '03-06']);
  });

  it('are never more than fit', () => {
    const days = Array.from(times(Date.UTC(2026, 1, 2, 16), 40, DAY));
    const calendar = localCalendar(Float64Array.from(days), STOCKHOLM);
    for (let room = 1; room <= 12; room += 1) {
      expect(
        timeTicks(calendar, 0, days.length - 1, room, 'day').indexes.length,
      ).toBeLessThanOrEqual(room);
    }
  });

  it('are only within the visible stretch', () => {
    const calendar = localCalendar(Float64Array.from(tradingDay(2026, 10, 20, MINUTE)), STOCKHOLM);
    expect(timeTicks(calendar, 100.5, 250, 10)).toEqual({ unit: 'hour', indexes: [120, 180, 240] });
  });

  it('use the stated hour lengths', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(THREE_HOURS_MS).toBe(10_800_000);
  });
});

describe('tick texts in en-GB, Stockholm time', () => {
  const morning = Date.UTC(2026, 10, 20, 8, 0); // Friday 20 Nov 2026, 09:00 in Stockholm

  it('show the local time for hours', () => {
    expect(tickText(morning, 'hour', 'en-GB', STOCKHOLM)).toBe('09:00');
    expect(tickText(morning + 6 * HOUR_MS, 'threeHours', 'en-GB', STOCKHOLM)).toBe('15:00');
    // Summer: 07:00 UTC is 09:00 in Stockholm.
    expect(tickText(Date.UTC(2026, 6, 1, 7), 'hour', 'en-GB', STOCKHOLM)).toBe('09:00');
  });

  it('show the day and month for days', () => {
    expect(tickText(morning, 'day', 'en-GB', STOCKHOLM)).toMatch(/^20\sNov$/);
  });

  it('show the month for months, and the year for January', () => {
    expect(tickText(morning, 'month', 'en-GB', STOCKHOLM)).toBe('Nov');
    expect(tickText(Date.UTC(2026, 0, 2, 8), 'month', 'en-GB', STOCKHOLM)).toBe('2026');
    // 31 Dec 23:30 UTC is already January in Stockholm.
    expect(tickText(Date.UTC(2025, 11, 31, 23, 30), 'month', 'en-GB', STOCKHOLM)).toBe('2026');
  });

  it('show the year for years', () => {
    expect(tickText(morning, 'year', 'en-GB', STOCKHOLM)).toBe('2026');
    expect(tickText(morning, 'fiveYears', 'en-GB', STOCKHOLM)).toBe('2026');
  });
});

describe('tooltip time (intraday shows the time)', () => {
  const time = Date.UTC(2026, 10, 21, 8, 30); // 21 Nov 2026, 09:30 in Stockholm

  it('shows the date and the local time for an intraday resolution', () => {
    const text = tooltipTimeText(time, true, 'en-GB', STOCKHOLM);
    expect(text).toMatch(/21\sNov/);
    expect(text).toContain('09:30');
  });

  it('shows only the date otherwise', () => {
    const text = tooltipTimeText(time, false, 'en-GB', STOCKHOLM);
    expect(text).toMatch(/^21\sNov\s2026$/);
    expect(text).not.toContain(':');
  });

  it("shows the market's time, not the reader's", () => {
    expect(tooltipTimeText(time, true, 'en-GB', 'Europe/Helsinki')).toContain('10:30');
  });
});
