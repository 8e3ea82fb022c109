import { apiClient } from '../../../core/http/api-registry';
import type { WidgetSettings } from '../../shared/widget-settings';
import { readGraphSetup, type GraphAttributes } from '../model/graph-config';
import { readGraphSettings } from '../model/graph-settings';
import { firstSeriesRequest, timeSeriesPath } from '../model/series-request';
import { graphSettingsStorage } from './graph-settings-storage';
import { loadPriceTimeSeries } from './use-price-time-series';

/**
 * How long the series loaded as a graph starts is kept for its first render to take, in
 * milliseconds from the request: the render asks once it has drawn the card, well within this
 * even on a slow phone, and a later identical load asks anew.
 */
const FIRST_SERIES_KEPT_MS = 5_000;

/**
 * Starts loading the price series a graph's first render will ask for, from its attributes and
 * stored settings, before that render: the answer travels while the card renders, and the
 * render's own identical load takes it (the client shares one request). A failure is the
 * render's to meet: it is not kept, so the render's load asks again. A graph without a usable
 * instrument asks for nothing.
 */
export function loadFirstSeries(attributes: GraphAttributes, { apiBase }: WidgetSettings): void {
  const { setup } = readGraphSetup(attributes, () => undefined);
  if (!setup.ok) return;
  const { config } = setup;
  const storage = graphSettingsStorage(config.graphIdentifier);
  const { settings } = readGraphSettings((name) => storage.read(name), config.kind);
  const path = timeSeriesPath(firstSeriesRequest(config, settings));
  loadPriceTimeSeries(apiClient(apiBase, 'bearer'), path, { keepMs: FIRST_SERIES_KEPT_MS }).catch(
    () => undefined,
  );
}
