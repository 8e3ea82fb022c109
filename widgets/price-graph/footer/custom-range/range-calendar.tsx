import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatCalendarDate, type Locale, type Translate } from '../../../../core/i18n';
import { calendarMonth, monthOf, shiftMonth, type CalendarMonth } from '../../model/calendar-month';
import {
  focusAfterKey,
  focusAfterPaging,
  isCalendarKey,
  lastMonthShowing,
  monthsEndingWith,
} from '../../model/calendar-navigation';
import {
  dayMark,
  isPickable,
  isSelected,
  markedRange,
  type CalendarRange,
  type RangeSelection,
} from '../../model/date-range-selection';
import { monthLabel, weekdayLabels, type WeekdayLabel } from './calendar-labels';
import * as css from './custom-range.css';
import { NextIcon, PreviousIcon } from './range-icons';
import { useElementId } from '../../../shared/use-element-id';

/**
 * The months of the date picker, each a date grid (the WAI-ARIA date picker pattern): one tab
 * stop for all of them (a roving tabindex), arrows, Home/End and Page Up/Down move it, Enter or
 * Space picks (the day is a button). The view follows the focused day, and the focused day
 * follows the view when the Previous and Next buttons page it, so it is always in sight.
 */
export function RangeCalendar(props: {
  /** Months side by side: two on desktop, one in compact mode. */
  monthCount: number;
  selection: RangeSelection;
  today: string;
  /** The day with the tab stop when the calendar opens. */
  initialFocus: string;
  locale: Locale;
  t: Translate;
  onPick: (day: string) => void;
}) {
  const { monthCount, selection, today, locale, t, onPick } = props;
  const [focusDay, setFocusDay] = useState(props.initialFocus);
  const [lastMonth, setLastMonth] = useState(() => monthOf(props.initialFocus));
  // The day under the pointer or focus, for the preview of the range a second pick would make.
  const [pointed, setPointed] = useState<string>();
  // Focus follows the tab stop on the grid's keys, never on a click (the picker opens on From).
  const focusPending = useRef(false);
  const monthsRef = useRef<HTMLDivElement>(null);
  const weekdays = useMemo(() => weekdayLabels(locale), [locale]);

  // Before paint, so the focus never rests on a day button the new month removed.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    monthsRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  }, [focusDay, lastMonth]);

  const onGridKey = (event: KeyboardEvent) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const next = focusAfterKey(focusDay, event.key, today, event.shiftKey);
    // At today the keys that lead past it stay put; focus is already there.
    if (next === focusDay) return;
    focusPending.current = true;
    setFocusDay(next);
    setLastMonth((last) => lastMonthShowing(next, last, monthCount));
  };

  const page = (by: number) => {
    setLastMonth((last) => shiftMonth(last, by));
    setFocusDay((day) => focusAfterPaging(day, by, today));
  };

  const months = monthsEndingWith(lastMonth, monthCount);
  // The picker never shows a month after today's: nothing there can be picked.
  const atToday = lastMonth >= monthOf(today);
  const day: DayProps = {
    focusDay,
    today,
    selection,
    marked: markedRange(selection, pointed, today),
    locale,
    onPick,
    onFocus: (focused) => {
      setFocusDay(focused);
      setPointed(focused);
    },
    onPoint: setPointed,
    onKeyDown: onGridKey,
  };

  return (
    <div ref={monthsRef} className={css.months} onPointerLeave={() => setPointed(undefined)}>
      {months.map((month, index) => (
        <MonthGrid
          key={index}
          month={month}
          weekdays={weekdays}
          day={day}
          previous={
            index === 0 ? (
              <button
                type="button"
                className={css.iconButton}
                aria-label={t('priceGraph.customRange.previousMonth')}
                onClick={() => page(-1)}
              >
                <PreviousIcon />
              </button>
            ) : null
          }
          next={
            index === months.length - 1 ? (
              // aria-disabled, not disabled: a button that stops working keeps focus.
              <button
                type="button"
                className={css.iconButton}
                aria-label={t('priceGraph.customRange.nextMonth')}
                aria-disabled={atToday}
                onClick={() => {
                  if (!atToday) page(1);
                }}
              >
                <NextIcon />
              </button>
            ) : null
          }
        />
      ))}
    </div>
  );
}

/** What each day button needs, the same for every day. */
interface DayProps {
  focusDay: string;
  today: string;
  selection: RangeSelection;
  marked: CalendarRange | undefined;
  locale: Locale;
  onPick: (day: string) => void;
  onFocus: (day: string) => void;
  onPoint: (day: string) => void;
  /** The grid's keys. */
  onKeyDown: (event: KeyboardEvent) => void;
}

function MonthGrid(props: {
  month: CalendarMonth;
  weekdays: readonly WeekdayLabel[];
  day: DayProps;
  previous: ReactNode;
  next: ReactNode;
}) {
  const titleId = useElementId();
  const { day: d } = props;
  return (
    <div className={css.month}>
      <div className={css.monthHeader}>
        {props.previous}
        <div id={titleId} className={css.monthTitle}>
          {monthLabel(props.month, d.locale)}
        </div>
        {props.next}
      </div>
      {/* Divs rather than a table: the a11y lint (strict) forbids the grid role on a table. */}
      <div role="grid" aria-labelledby={titleId} className={css.grid}>
        <div role="row" className={css.week}>
          {props.weekdays.map((weekday) => (
            <div
              key={weekday.long}
              role="columnheader"
              aria-label={weekday.long}
              className={css.weekday}
            >
              {weekday.short}
            </div>
          ))}
        </div>
        {calendarMonth(props.month).map((week) => (
          <div key={week[0]?.day} role="row" className={css.week}>
            {week.map(({ day, inMonth }) => {
              // Days of the months around this one are left blank: each day shows once.
              if (!inMonth) return <div key={day} role="gridcell" />;
              const mark = dayMark(day, d.marked);
              return (
                <div
                  key={day}
                  role="gridcell"
                  aria-selected={isSelected(day, d.selection)}
                  className={css.dayCell[mark]}
                >
                  <button
                    type="button"
                    className={css.day[mark]}
                    tabIndex={day === d.focusDay ? 0 : -1}
                    disabled={!isPickable(day, d.today)}
                    aria-current={day === d.today ? 'date' : undefined}
                    aria-label={formatCalendarDate(day, d.locale)}
                    onClick={() => d.onPick(day)}
                    onKeyDown={d.onKeyDown}
                    onFocus={() => d.onFocus(day)}
                    onPointerEnter={() => d.onPoint(day)}
                  >
                    {Number(day.slice(-2))}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
