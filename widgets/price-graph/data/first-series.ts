import { apiConnection } from '../../../core/http/api-registry';
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
 * instrument asks for nothing. The promise settles when the session token is there, and with
 * it the request gone: the first render waits for that, so it does not hold the request up.
 */
export function loadFirstSeries(
  attributes: GraphAttributes,
  { apiBase }: WidgetSettings,
): Promise<unknown> | undefined {
  const { setup } = readGraphSetup(attributes, () => undefined);
  if (!setup.ok) return undefined;
  const { config } = setup;
  const storage = graphSettingsStorage(config.graphIdentifier);
  const { settings } = readGraphSettings((name) => storage.read(name), config.kind);
  const path = timeSeriesPath(firstSeriesRequest(config, settings));
  const connection = apiConnection(apiBase);
  startPriceTimeSeries(connection.client('bearer'), path);
  return connection.tokens.token();
}
