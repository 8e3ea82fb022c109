import { apiConnection } from '../../../core/http/api-registry';
import { prefetch } from '../../../core/http/query';
import type { WidgetSettings } from '../../shared/widget-settings';
import { readGraphSetup, type GraphAttributes } from '../model/graph-config';
import { readGraphSettings } from '../model/graph-settings';
import { firstSeriesRequest, timeSeriesQuery } from '../model/series-request';
import { graphSettingsStorage } from './graph-settings-storage';

/**
 * Prefetches the price series a graph's first render will ask for, from its attributes and
 * stored settings, before that render: the answer travels while the card renders, and the
 * render's own query of it takes that request (`core/http/query.ts`). A graph without a usable
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
  const { endpoint, path } = timeSeriesQuery(firstSeriesRequest(config, settings));
  const connection = apiConnection(apiBase);
  prefetch(connection.client('bearer'), endpoint, path);
  return connection.tokens.token();
}
