import type { Translate } from '../../../core/i18n';
import type { GraphSettingsView } from '../data/use-graph-settings';
import type { GraphConfig } from '../model/graph-config';
import type { DrawerTab } from '../model/graph-header';
import type { GraphSettings } from '../model/graph-settings';
import { CompareTab } from './compare-tab';
import { GraphDrawer } from './graph-drawer';
import { SettingsTab } from './settings-tab';
import { TechnicalAnalysisTab } from './technical-analysis-tab';

/**
 * The drawer with the tab open: the settings, the comparisons or the technical analyses.
 * Comparisons and analyses share one palette, so each tab is told the colours the other's series
 * take.
 */
export function DrawerTabs(props: {
  id: string;
  tab: DrawerTab;
  onClose: () => void;
  config: GraphConfig;
  graph: GraphSettingsView;
  /** The settings shown (under the bid price, with colours apart). */
  settings: GraphSettings;
  /** Whether the answer's series has candles, and volume. */
  series: { hasCandles: boolean; hasVolume: boolean };
  bidPrice: boolean;
  t: Translate;
}) {
  const { tab, config, graph, settings, series, bidPrice, t } = props;
  const { change } = graph;
  return (
    <GraphDrawer id={props.id} tab={tab} onClose={props.onClose} t={t}>
      {tab === 'settings' ? (
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
      {tab === 'compare' ? (
        <CompareTab
          comparators={settings.comparators}
          instrumentId={config.instrumentId}
          limit={config.comparatorLimit}
          takenColors={settings.technicalAnalyses.map((analysis) => analysis.colorIndex)}
          onChange={(next) => change('comparators', next)}
        />
      ) : null}
      {tab === 'technical-analysis' ? (
        <TechnicalAnalysisTab
          analyses={settings.technicalAnalyses}
          takenColors={settings.comparators.map((comparator) => comparator.colorIndex)}
          onChange={(next) => change('technicalAnalyses', next)}
        />
      ) : null}
    </GraphDrawer>
  );
}
