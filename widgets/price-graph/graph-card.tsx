import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { PeriodId } from '../../core/schemas/enumerations';
import type { CustomerAccess } from '../shared/use-customer-access';
import { useWidget } from '../shared/widget-context';
import { CompareTab } from './drawer/compare-tab';
import { TechnicalAnalysisTab } from './drawer/technical-analysis-tab';
import { GraphDrawer } from './drawer/graph-drawer';
import { GraphHeader, type FocusReturn } from './header/graph-header';
import { SettingsTab } from './drawer/settings-tab';
import * as chrome from './header/graph-chrome.css';
import {
  availableTabs,
  bidPriceAvailable,
  fullscreenAfterEscape,
  showsBuySellChip,
  showsChipLabel,
  showsMaximize,
  toggledDrawer,
  underBidPrice,
  type OpenDrawer,
} from './model/graph-header';
import { trappedFocusTarget } from './model/focus-trap';
import { focusedIn, tabbableIn } from './tabbable';
import { ChartWithTooltip } from './chart/chart-with-tooltip';
import { CustomRangeControl, type CalendarRange } from './custom-range/custom-range-control';
import type { GraphConfig } from './model/graph-config';
import { eventIconUrl, MARKER_ICONS } from './model/event-icons';
import {
  calendarDay,
  midnightOf,
  periodButtons,
  periodStartDay,
  shiftedRangeEnd,
} from './model/graph-periods';
import { historicalEventsWanted } from './model/historical-events';
import { chooseResolution, isIntraday, requestedResolution } from './model/graph-resolutions';
import type { GraphSettingsView } from './data/use-graph-settings';
import { priceDecimals } from './model/graph-tooltip';
import { noDataMessage } from './model/no-data';
import { seriesColorsApart } from './model/series-palette';
import { answerPriceSeries, EMPTY_SERIES } from './model/price-series';
import { chartSummary } from './model/chart-summary';
import { localCalendar } from './model/time-axis';
import { PeriodSelector } from './footer/period-selector';
import { analysisPillKey, comparatorPillKey, PillBar } from './drawer/pill-bar';
import { RESIZE_DEBOUNCE_MS, type PriceChartInput } from './chart/price-chart';
import { ResolutionSelect } from './header/resolution-select';
import { useBuySellTransactions } from './data/use-buy-sell-transactions';
import { useChartLayers } from './data/use-chart-layers';
import { useDelayedFlag } from './use-delayed-flag';
import { useHistoricalEvents } from './data/use-historical-events';
import { useElementWidth } from './use-element-width';
import { useLivePrice } from './data/use-live-price';
import { usePriceTimeSeries } from './use-price-time-series';
import * as css from './price-graph.css';
import { useElementId } from '../shared/use-element-id';

/** SPEC §9: "Spinner delay 400 ms." */
export const SPINNER_DELAY_MS = 400;

/** Below this width (CSS pixels) the graph uses its small-screen controls (the icon Custom button, the fullscreen picker). */
const SMALL_SCREEN_PX = 480;

/**
 * The graph card (SPEC §2): the header with its chips, toggles and the resolution dropdown, the
 * chart with its tooltip, the drawer of the open tab, and the footer with the period list and
 * the custom range; fullscreen on Maximize until Escape (SPEC §4). Data failures other than
 * timeouts are thrown to the error boundary around it.
 */
export function GraphCard(props: {
  config: GraphConfig;
  graph: GraphSettingsView;
  access: CustomerAccess;
  onTable: (() => void) | undefined;
  /** The historical table just closed: its chip takes the focus back. */
  fromTable?: boolean;
}) {
  const { config, graph } = props;
  const { change } = graph;
  const { locale, t, theme, apiBase } = useWidget();
  const [customRange, setCustomRange] = useState<CalendarRange | undefined>();
  // The day the picker is opened on; a graph left open past midnight keeps its day until it remounts.
  const [openedAt] = useState(() => Date.now());
  const today = calendarDay(openedAt, config.timeZone);
  const [compact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < SMALL_SCREEN_PX,
  );
  const [open, setOpen] = useState<OpenDrawer>('none');
  // SPEC §3: "fullscreen: a non-persisted flag".
  const [fullscreen, setFullscreen] = useState(false);
  // The pills switched off: their series stay in the settings but are not drawn.
  const [disabled, setDisabled] = useState<ReadonlySet<string>>(() => new Set());
  const cardRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(cardRef, RESIZE_DEBOUNCE_MS);
  const drawerId = useElementId();
  // The controls focus returns to when what they opened closes.
  const controls = useRef(new Map<FocusReturn, HTMLElement>());
  const controlRef = useCallback((control: FocusReturn, element: HTMLElement | null) => {
    if (element) controls.current.set(control, element);
    else controls.current.delete(control);
  }, []);
  // A closed tab gives the focus back to the chip that opened it, as a drawer does.
  const closeDrawer = useCallback(() => {
    setOpen('none');
    if (open !== 'none') controls.current.get(open)?.focus();
  }, [open]);
  const { fromTable } = props;
  useEffect(() => {
    if (fromTable) controls.current.get('table')?.focus();
  }, [fromTable]);

  const bidAvailable = bidPriceAvailable(config.features, config.kind);
  const bidPrice = bidAvailable && graph.settings.bidPrice;
  // Settings stored before comparisons and indicators shared one palette may give two series
  // one colour: each is drawn, listed and stored again in a colour of its own.
  const settings = useMemo(() => {
    const shown = underBidPrice(graph.settings, bidPrice);
    const { comparators, analyses } = seriesColorsApart(shown.comparators, shown.technicalAnalyses);
    return comparators === shown.comparators && analyses === shown.technicalAnalyses
      ? shown
      : { ...shown, comparators: [...comparators], technicalAnalyses: [...analyses] };
  }, [graph.settings, bidPrice]);

  // SPEC §4: Escape leaves fullscreen when no drawer tab is open; with one open, it closes the
  // tab, so a second Escape leaves. Listened to on the document, as the focus may be anywhere.
  // The key reads the tab as it is now: a listener renewed by an effect could still hold the
  // open tab when a second Escape comes before the effect has run (Preact runs effects after
  // the next frame).
  const onEscape = useEffectEvent(() => {
    setFullscreen(fullscreenAfterEscape(true, open));
    closeDrawer();
  });
  useEffect(() => {
    if (!fullscreen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);
  // Maximize hides itself: the focus goes to the card, so the keyboard stays in the graph; on
  // the way back, Maximize shows again and takes it.
  const wasFullscreen = useRef(false);
  useEffect(() => {
    if (fullscreen) cardRef.current?.focus();
    else if (wasFullscreen.current) controls.current.get('maximize')?.focus();
    wasFullscreen.current = fullscreen;
  }, [fullscreen]);
  // The maximized graph covers the page: Tab and Shift+Tab go round its own controls.
  useEffect(() => {
    const card = cardRef.current;
    if (!fullscreen || !card) return undefined;
    const trapFocus = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(card);
      const focused = focusedIn(card);
      const index = tabbable.findIndex((element) => element === focused);
      const target = trappedFocusTarget(index, tabbable.length, event.shiftKey);
      if (target === undefined) return;
      event.preventDefault();
      tabbable[target]?.focus();
    };
    card.addEventListener('keydown', trapFocus);
    return () => card.removeEventListener('keydown', trapFocus);
  }, [fullscreen]);

  const period: PeriodId =
    settings.period === 'CUSTOM' && !customRange ? config.defaultPeriod : settings.period;
  const resolution = requestedResolution(settings.resolution, period, undefined);
  const view = usePriceTimeSeries({
    instrumentId: config.instrumentId,
    period,
    resolution,
    range: period === 'CUSTOM' ? customRange : undefined,
    comparators: settings.comparators.map((comparator) => comparator.orderBookId),
    technicalAnalyses: settings.technicalAnalyses.map((analysis) => analysis.taTypeWithParams),
    owners: settings.owners || undefined,
    bidPrice: bidPrice || undefined,
    fundDevelopment:
      config.kind === 'fund' && settings.fundDevelopment !== 'last'
        ? settings.fundDevelopment
        : undefined,
  });
  if (view.error) throw view.error;
  const { data } = view;

  const series = useMemo(() => (data ? answerPriceSeries(data.pricePoints) : EMPTY_SERIES), [data]);
  const returnedResolution = view.current ? data?.returnedResolution : undefined;
  // The feed's ticks are trades: a bid series is not moved by them.
  const live = view.current && period === 'DAY_1' && config.kind !== 'fund' && !bidPrice;
  const shown = useLivePrice(series, config.instrumentId, returnedResolution, live);
  const calendar = useMemo(
    () => localCalendar(shown.times, config.timeZone),
    [shown.times, config.timeZone],
  );
  const decimals = useMemo(() => priceDecimals(series.close), [series.close]);
  const intraday = isIntraday(data?.returnedResolution);
  const previousClose = data?.previousClose ?? undefined;
  const candles = settings.graphType === 'candlestick' || settings.graphType === 'ohlc';

  // The days the markers are asked for: the period's, or the custom range's.
  const days =
    period === 'CUSTOM' && customRange
      ? customRange
      : { from: periodStartDay(period, openedAt, config.timeZone) ?? today, to: today };
  const { transactions } = useBuySellTransactions({
    instrumentId: config.instrumentId,
    period,
    ...days,
    enabled: settings.buySellDots && config.features.has('buy-sell-dots'),
  });
  const events = useHistoricalEvents({
    instrumentId: config.instrumentId,
    ...days,
    enabled: historicalEventsWanted(config.kind, settings.historicalEvents),
  });
  const layers = useChartLayers({
    series: shown,
    // The answer on screen, the previous one while a new one loads: the comparisons stay aligned
    // with the series shown, and a period switch does not rebuild the chart without them first.
    data,
    comparators: settings.comparators,
    technicalAnalyses: settings.technicalAnalyses,
    disabled,
    owners: settings.owners,
    transactions,
    events,
    eventKinds: settings.historicalEvents,
  });
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
      graphType: candles && !shown.hasCandles ? 'line' : settings.graphType,
      lineFlags: settings.lineGraphType,
      grid: settings.grid,
      volume: settings.volume,
      highestAndLowest: settings.highestAndLowest,
      priceMarkers: settings.priceMarkers,
      previousClose: previousClose ?? undefined,
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
      candles,
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

  const summaryId = useElementId();
  // A pass over every point: not redone on each cursor move, which renders the card too.
  const summary = useMemo(
    () =>
      chartSummary(shown, {
        period:
          period === 'CUSTOM' && customRange
            ? t('priceGraph.periodName.CUSTOM', { ...customRange })
            : t(`priceGraph.periodName.${period}`),
        decimals,
        locale,
        t,
        previousClose: period === 'DAY_1' ? previousClose : undefined,
        performance:
          data?.returns?.find((entry) => entry.period === period)?.performance ?? undefined,
      }),
    [shown, period, customRange, decimals, locale, t, previousClose, data],
  );
  // The marks a screen reader cannot see: how many points carry the reader's trades and events.
  const marksSummary = [
    layers.buySell.length > 0
      ? t('priceGraph.tradesSummary', { count: layers.buySell.length })
      : '',
    layers.events.length > 0 ? t('priceGraph.eventsSummary', { count: layers.events.length }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  // The chart's text alternative, for a screen reader.
  const summaryNote = (
    <p id={summaryId} className={css.visuallyHidden}>
      {marksSummary ? `${summary} ${marksSummary}` : summary}
    </p>
  );

  const spinner = useDelayedFlag(view.validating, SPINNER_DELAY_MS);
  const availablePeriods = data?.availablePeriods ?? [];
  const buttons = periodButtons(availablePeriods, config.graphIdentifier);
  const hasData = shown.times.length > 0;
  const validResolutions = view.current ? (data?.validResolutionsForPeriod ?? []) : [];

  const loggedIn = props.access === 'customer';
  const tabs = availableTabs(config.features);
  const resolutionSelect = config.features.has('resolution') ? (
    <ResolutionSelect
      valid={validResolutions}
      value={returnedResolution}
      t={t}
      onChange={(chosen) =>
        change('resolution', chooseResolution(settings.resolution, period, chosen))
      }
    />
  ) : null;

  return (
    <div
      ref={cardRef}
      className={`${css.card} ${chrome.container} ${fullscreen ? chrome.fullscreen : ''}`}
      part="card"
      data-fullscreen={fullscreen}
      tabIndex={fullscreen ? -1 : undefined}
      role={fullscreen ? 'dialog' : undefined}
      aria-modal={fullscreen ? true : undefined}
      aria-label={fullscreen ? t('priceGraph.chart', { name: config.name }) : undefined}
    >
      <GraphHeader
        tabs={tabs}
        open={open}
        drawerId={drawerId}
        onTab={(tab) => setOpen((current) => toggledDrawer(current, tab))}
        labels={{
          buySell: showsChipLabel('buy-sell', width, fullscreen),
          other: showsChipLabel('other', width, fullscreen),
        }}
        buySell={
          showsBuySellChip({
            loggedIn,
            features: config.features,
            bidPrice: bidAvailable,
            fullscreen,
          })
            ? {
                on: graph.settings.buySellDots && !bidPrice,
                onToggle: () => change('buySellDots', !graph.settings.buySellDots),
              }
            : undefined
        }
        bidPrice={
          bidAvailable
            ? { on: bidPrice, onToggle: () => change('bidPrice', !graph.settings.bidPrice) }
            : undefined
        }
        onTable={loggedIn ? props.onTable : undefined}
        resolution={resolutionSelect}
        maximize={showsMaximize(config.features, compact, fullscreen)}
        fullscreen={fullscreen}
        onFullscreen={setFullscreen}
        controlRef={controlRef}
        t={t}
      />
      <PillBar
        mainName={config.name}
        comparators={settings.comparators}
        analyses={settings.technicalAnalyses}
        owners={settings.owners}
        disabled={disabled}
        onToggle={(key) =>
          setDisabled((current) => {
            const next = new Set(current);
            if (!next.delete(key)) next.add(key);
            return next;
          })
        }
        onRemove={(kind, key) => {
          setDisabled((current) => new Set([...current].filter((entry) => entry !== key)));
          if (kind === 'owners') change('owners', false);
          else if (kind === 'comparator')
            change(
              'comparators',
              settings.comparators.filter((comparator) => comparatorPillKey(comparator) !== key),
            );
          else
            change(
              'technicalAnalyses',
              settings.technicalAnalyses.filter((analysis) => analysisPillKey(analysis) !== key),
            );
        }}
      />
      <div className={chrome.body}>
        <div className={chrome.chartColumn}>
          <div className={css.plotArea} part="chart">
            {hasData ? (
              <ChartWithTooltip
                input={input}
                theme={theme}
                label={t('priceGraph.chart', { name: config.name })}
                describedBy={summaryId}
                name={config.name}
                position={settings.tooltipPosition}
                t={t}
              >
                {summaryNote}
              </ChartWithTooltip>
            ) : (
              <>
                <div className={css.chartBox} />
                {summaryNote}
              </>
            )}
            {!hasData && data && !view.validating ? (
              <p className={css.overlay}>{t(noDataMessage(availablePeriods.length))}</p>
            ) : null}
            {spinner ? (
              <span className={css.spinner} role="status" aria-label={t('priceGraph.loading')} />
            ) : null}
          </div>
          {buttons.length > 1 || hasData ? (
            <div className={css.footer} part="footer">
              <PeriodSelector
                buttons={buttons}
                returns={data?.returns ?? []}
                selected={period}
                locale={locale}
                t={t}
                onSelect={(next) => {
                  setCustomRange(undefined);
                  change('period', next);
                }}
              />
              <CustomRangeControl
                range={period === 'CUSTOM' ? customRange : undefined}
                today={today}
                compact={compact}
                locale={locale}
                t={t}
                onApply={(range) => {
                  setCustomRange({
                    from: range.from,
                    to: shiftedRangeEnd(midnightOf(range.to, config.timeZone), config.timeZone),
                  });
                  change('period', 'CUSTOM');
                }}
                onClear={() => {
                  setCustomRange(undefined);
                  if (settings.period === 'CUSTOM') change('period', config.defaultPeriod);
                }}
              />
            </div>
          ) : null}
        </div>
        {open !== 'none' ? (
          <GraphDrawer id={drawerId} tab={open} onClose={closeDrawer} t={t}>
            {open === 'settings' ? (
              <SettingsTab
                graph={graph}
                kind={config.kind}
                hasCandles={series.hasCandles}
                // A bid series trades nothing: volume shows, disabled, while the bid price is on.
                hasVolume={series.hasVolume || bidPrice}
                bidPrice={bidPrice}
                t={t}
              />
            ) : null}
            {open === 'compare' ? (
              <CompareTab
                comparators={settings.comparators}
                instrumentId={config.instrumentId}
                limit={config.comparatorLimit}
                takenColors={settings.technicalAnalyses.map((analysis) => analysis.colorIndex)}
                onChange={(next) => change('comparators', next)}
              />
            ) : null}
            {open === 'technical-analysis' ? (
              <TechnicalAnalysisTab
                analyses={settings.technicalAnalyses}
                takenColors={settings.comparators.map((comparator) => comparator.colorIndex)}
                onChange={(next) => change('technicalAnalyses', next)}
              />
            ) : null}
          </GraphDrawer>
        ) : null}
      </div>
    </div>
  );
}
