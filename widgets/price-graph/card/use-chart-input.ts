import { useCallback, useMemo } from 'react';
import { useWidget } from '../../shared/widget-context';
import { drawsCandles } from '../chart/chart-input';
import type { PriceChartInput } from '../chart/chart-controller';
import type { GraphConfig } from '../model/graph-config';
import { chartSummary, marksSummary } from '../model/chart-summary';
import { eventIconUrl, MARKER_ICONS } from '../model/event-icons';
import { isIntraday } from '../model/graph-resolutions';
import type { GraphSettings } from '../model/graph-settings';
import { priceDecimals } from '../model/graph-tooltip';
import { localCalendar } from '../model/time-axis';
import type { GraphData } from './use-graph-data';
import type { GraphPeriod } from '../footer/use-graph-period';

/**
 * What the chart is drawn from, for the data and settings shown, and its text alternative for
 * a screen reader (model/chart-summary.ts). A graph type that draws candles falls back to a
 * line for a series without them. The text alternative comes with what the chart's first frame
 * leaves out (`afterChart`): until then it is empty, and its pass over the points and its formats
 * are not between the answer and the chart.
 */
export function useChartInput(
  config: GraphConfig,
  settings: GraphSettings,
  { data, series, shown, layers, afterChart }: GraphData,
  { period, range }: Pick<GraphPeriod, 'period' | 'range'>,
): { input: Omit<PriceChartInput, 'onCursor'>; summary: string } {
  const { locale, t, theme, apiBase } = useWidget();
  const calendar = useMemo(
    () => localCalendar(shown.times, config.timeZone),
    [shown.times, config.timeZone],
  );
  const decimals = useMemo(() => priceDecimals(series.close), [series.close]);
  const intraday = isIntraday(data?.returnedResolution);
  const previousClose = data?.previousClose ?? undefined;

  const dark =
    theme === 'dark' ||
    (theme === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const eventIcon = useCallback<NonNullable<PriceChartInput['eventIcon']>>(
    (kind, hover) => {
      const icon = MARKER_ICONS[kind];
      return icon
        ? eventIconUrl({
            kind: icon,
            theme: dark ? 'dark' : 'light',
            finnish: locale === 'fi-FI',
            hover,
            staticBase: apiBase,
          })
        : undefined;
    },
    [dark, locale, apiBase],
  );

  const onDrawn = useCallback((points: number) => config.onDrawn(points), [config]);
  const input = useMemo<Omit<PriceChartInput, 'onCursor'>>(
    () => ({
      series: shown,
      calendar,
      graphType:
        drawsCandles(settings.graphType) && !shown.hasCandles ? 'line' : settings.graphType,
      lineFlags: settings.lineGraphType,
      grid: settings.grid,
      volume: settings.volume,
      highestAndLowest: settings.highestAndLowest,
      priceMarkers: settings.priceMarkers,
      previousClose,
      previousCloseLine: period === 'DAY_1' && previousClose !== undefined,
      intraday,
      decimals,
      locale,
      timeZone: config.timeZone,
      texts: { highest: t('priceGraph.highest'), lowest: t('priceGraph.lowest') },
      layers,
      eventIcon,
      onDrawn,
    }),
    [
      shown,
      calendar,
      settings,
      previousClose,
      period,
      intraday,
      decimals,
      locale,
      config.timeZone,
      t,
      onDrawn,
      layers,
      eventIcon,
    ],
  );

  // A pass over every point: not redone on each cursor move, which renders the card too.
  const summary = useMemo(
    () =>
      afterChart
        ? chartSummary(shown, {
            period: range
              ? t('priceGraph.periodName.CUSTOM', { ...range })
              : t(`priceGraph.periodName.${period}`),
            decimals,
            locale,
            t,
            previousClose: period === 'DAY_1' ? previousClose : undefined,
            performance:
              data?.returns?.find((entry) => entry.period === period)?.performance ?? undefined,
          })
        : '',
    [afterChart, shown, period, range, decimals, locale, t, previousClose, data],
  );
  const marks = marksSummary({ trades: layers.buySell.length, events: layers.events.length }, t);
  return { input, summary: marks ? `${summary} ${marks}` : summary };
}
