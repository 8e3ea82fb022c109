import { useState } from 'react';
import type { PeriodId } from '../../../core/schemas/enumerations';
import type { GraphSettingsView } from '../data/use-graph-settings';
import type { GraphConfig } from '../model/graph-config';
import type { CalendarRange } from '../model/date-range-selection';
import { calendarDay } from '../model/graph-periods';
import { appliedRange, periodDays, shownPeriod } from '../model/shown-period';

/** The period a graph shows, the days it covers, and how the footer changes it. */
export interface GraphPeriod {
  period: PeriodId;
  /** The custom range shown, for the CUSTOM period (its end shifted). */
  range: CalendarRange | undefined;
  /** Today in the market's time zone: the latest day the range picker offers. */
  today: string;
  /** The days the period covers, for the markers asked for with it. */
  days: CalendarRange;
  /** A period button's click: that period, stored. */
  select: (period: PeriodId) => void;
  /** A custom range picked: the CUSTOM period over it. */
  applyRange: (picked: CalendarRange) => void;
  /** The custom range cleared: the default period again, if the custom one was shown. */
  clearRange: () => void;
}

/**
 * The graph's period (model/shown-period.ts): the stored one, or a custom range picked in the
 * footer. The day the picker is opened on is the day the graph mounted: a graph left open past
 * midnight keeps its day until it remounts.
 */
export function useGraphPeriod(config: GraphConfig, graph: GraphSettingsView): GraphPeriod {
  const { change, settings } = graph;
  const [customRange, setCustomRange] = useState<CalendarRange | undefined>();
  const [openedAt] = useState(() => Date.now());
  const period = shownPeriod(settings.period, customRange, config.defaultPeriod);
  const range = period === 'CUSTOM' ? customRange : undefined;
  return {
    period,
    range,
    today: calendarDay(openedAt, config.timeZone),
    days: periodDays(period, range, openedAt, config.timeZone),
    select: (next) => {
      setCustomRange(undefined);
      change('period', next);
    },
    applyRange: (picked) => {
      setCustomRange(appliedRange(picked, config.timeZone));
      change('period', 'CUSTOM');
    },
    clearRange: () => {
      setCustomRange(undefined);
      if (settings.period === 'CUSTOM') change('period', config.defaultPeriod);
    },
  };
}
