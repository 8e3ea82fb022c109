import { memo, useMemo, useRef, useState } from 'react';
import { useElementId } from '../../shared/use-element-id';
import { useWidget } from '../../shared/widget-context';
import { ChartWithTooltip } from '../chart/chart-with-tooltip';
import { RESIZE_DEBOUNCE_MS } from '../chart/chart-controller';
import type { GraphSettingsView } from '../data/use-graph-settings';
import { DrawerTabs } from '../drawer/drawer-tabs';
import { PillBar } from '../drawer/pill-bar';
import { GraphFooter } from '../footer/graph-footer';
import * as chrome from '../header/graph-chrome.css';
import { GraphHeader } from '../header/graph-header';
import { ResolutionSelect } from '../header/resolution-select';
import type { GraphConfig } from '../model/graph-config';
import {
  availableTabs,
  bidPriceAvailable,
  drawerCoversChart,
  showsBuySellChip,
  showsChipLabel,
  showsMaximize,
} from '../model/graph-header';
import { periodButtons } from '../model/graph-periods';
import { chooseResolution } from '../model/graph-resolutions';
import { noDataMessage } from '../model/no-data';
import { shownSettings } from '../model/shown-settings';
import * as css from '../price-graph.css';
import { useChartInput } from './use-chart-input';
import { useDelayedFlag } from './use-delayed-flag';
import { useElementWidth } from './use-element-width';
import { useFullscreen } from './use-fullscreen';
import { useGraphData } from './use-graph-data';
import { useGraphDrawer } from './use-graph-drawer';
import { useGraphPeriod } from '../footer/use-graph-period';
import { usePills } from './use-pills';

/** The spinner shows after a delay of 400 ms. */
export const SPINNER_DELAY_MS = 400;

/** Below this width (CSS pixels) the graph uses its small-screen controls (the icon Custom button, the fullscreen picker). */
const SMALL_SCREEN_PX = 480;

/** What the graph card is given by the graph around it. */
interface GraphCardProps {
  config: GraphConfig;
  graph: GraphSettingsView;
  /** A customer is logged in (while the session is checked, a reader is not). */
  loggedIn: boolean;
  onTable: (() => void) | undefined;
  /** The historical table just closed: its chip takes the focus back. */
  fromTable?: boolean;
}

/**
 * The graph card: the header with its chips, toggles and the resolution dropdown, the chart with
 * its tooltip, the drawer of the open tab, and the footer with the period list and the custom
 * range; fullscreen on Maximize until Escape. Data failures other than timeouts are thrown to the
 * error boundary around it. The same props render the same card: an answer that changes
 * nothing it shows (such as the session check finding no customer) does not render it again.
 */
export const GraphCard = memo(function GraphCard(props: GraphCardProps) {
  const { config, graph } = props;
  const { change } = graph;
  const { locale, t, theme } = useWidget();
  const [compact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < SMALL_SCREEN_PX,
  );
  const cardRef = useRef<HTMLDivElement>(null);
  // The width of the card's content, as its container queries measure it.
  const bodyRef = useRef<HTMLDivElement>(null);
  const drawerId = useElementId();
  const drawer = useGraphDrawer(props.fromTable);
  const [fullscreen, setFullscreen] = useFullscreen(cardRef, drawer);

  const bidAvailable = bidPriceAvailable(config.features, config.kind);
  const bidPrice = bidAvailable && graph.settings.bidPrice;
  const settings = useMemo(
    () => shownSettings(graph.settings, bidPrice),
    [graph.settings, bidPrice],
  );
  const pills = usePills(settings, change);
  const period = useGraphPeriod(config, graph);
  const { loggedIn } = props;
  const graphData = useGraphData(config, settings, bidPrice, period, pills.disabled, {
    loggedIn,
    // Back from the historical table, its chip takes the focus at once: the controls are there.
    chartFirst: !props.fromTable,
  });
  const { view, data, series, shown, afterChart: controls } = graphData;
  // Read by the chips' labels and the drawer, which come with the controls.
  const width = useElementWidth(bodyRef, RESIZE_DEBOUNCE_MS, controls);
  const { input, summary } = useChartInput(config, settings, graphData, period);

  const summaryId = useElementId();
  // The chart's text alternative, for a screen reader.
  const summaryNote = (
    <p id={summaryId} className={css.visuallyHidden}>
      {summary}
    </p>
  );
  const spinner = useDelayedFlag(view.validating, SPINNER_DELAY_MS);
  const availablePeriods = data?.availablePeriods ?? [];
  const buttons = periodButtons(availablePeriods, config.graphIdentifier);
  const hasData = shown.times.length > 0;
  const returnedResolution = view.current ? data?.returnedResolution : undefined;

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
        controls={controls}
        tabs={availableTabs(config.features)}
        open={drawer.open}
        drawerId={drawerId}
        onTab={drawer.toggle}
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
        resolution={
          config.features.has('resolution') ? (
            <ResolutionSelect
              valid={view.current ? (data?.validResolutionsForPeriod ?? []) : []}
              value={returnedResolution}
              t={t}
              onChange={(chosen) =>
                change('resolution', chooseResolution(settings.resolution, period.period, chosen))
              }
            />
          ) : null
        }
        maximize={showsMaximize(config.features, fullscreen)}
        fullscreen={fullscreen}
        onFullscreen={setFullscreen}
        controlRef={drawer.controlRef}
        t={t}
      />
      <PillBar
        mainName={config.name}
        comparators={settings.comparators}
        analyses={settings.technicalAnalyses}
        owners={settings.owners}
        disabled={pills.disabled}
        onToggle={pills.toggle}
        onRemove={pills.remove}
      />
      <div ref={bodyRef} className={chrome.body}>
        {/* Out of reach while the drawer lies over them, for the keyboard and screen readers. */}
        <div className={chrome.coveredByDrawer} inert={drawerCoversChart(drawer.open, width)}>
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
            <GraphFooter
              controls={controls}
              period={period}
              buttons={buttons}
              returns={data?.returns ?? []}
              compact={compact}
              locale={locale}
              t={t}
            />
          ) : null}
        </div>
        {drawer.open !== 'none' ? (
          <DrawerTabs
            id={drawerId}
            tab={drawer.open}
            onClose={drawer.close}
            config={config}
            graph={graph}
            settings={settings}
            series={series}
            bidPrice={bidPrice}
            t={t}
          />
        ) : null}
      </div>
    </div>
  );
});
