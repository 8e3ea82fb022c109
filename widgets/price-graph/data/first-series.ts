import { apiClient } from '../../../core/http/api-registry';
import type { WidgetSettings } from '../../shared/widget-settings';
import { readGraphSetup, type GraphAttributes } from '../model/graph-config';
import { readGraphSettings } from '../model/graph-settings';
import { firstSeriesRequest, timeSeriesPath } from '../model/series-request';
import { graphSettingsStorage } from './graph-settings-storage';
import { startPriceTimeSeries } from './price-series-load';

/**
 * Starts loading the price series a graph's first render will ask for, from its attributes and
 * stored settings, before that render: the answer travels while the card renders, and the
 * render's own load of it takes it (`price-series-load.ts`). A graph without a usable
 * instrument asks for nothing.
 */
export function loadFirstSeries(attributes: GraphAttributes, { apiBase }: WidgetSettings): void {
  const { setup } = readGraphSetup(attributes, () => undefined);
  if (!setup.ok) return;
  const { config } = setup;
  const storage = graphSettingsStorage(config.graphIdentifier);
  const { settings } = readGraphSettings((name) => storage.read(name), config.kind);
  const path = timeSeriesPath(firstSeriesRequest(config, settings));
  startPriceTimeSeries(apiClient(apiBase, 'bearer'), path);
}
