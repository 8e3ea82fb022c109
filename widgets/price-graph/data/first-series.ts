import { apiConnection } from '../../../core/http/api-registry';
import { prefetch } from '../../../core/http/query';
import { prepareFormats } from '../../../core/i18n';
import type { WidgetSettings } from '../../shared/widget-settings';
import { readGraphSetup, type GraphAttributes } from '../model/graph-config';
import { midnightOf } from '../model/graph-periods';
import { readGraphSettings } from '../model/graph-settings';
import { periodDays } from '../model/shown-period';
import { localCalendar, tickText } from '../model/time-axis';
import { firstSeriesRequest, timeSeriesQuery } from '../model/series-request';
import { graphSettingsStorage } from './graph-settings-storage';

/**
 * Prefetches the price series a graph's first render will ask for, from its attributes and
 * stored settings, before that render: the render's own query of it takes that request
 * (`core/http/query.ts`), and an answer there by the first render is in it (the promise
 * settles when it came). The series is public market data, so the request leaves at once,
 * without waiting for the session's token; the session is checked and the locale's first
 * formats and the market's time zone are made ready while it travels. A graph without a usable
 * instrument asks for nothing.
 */
export function loadFirstSeries(
  attributes: GraphAttributes,
  { apiBase, locale }: WidgetSettings,
): Promise<unknown> | undefined {
  const { setup } = readGraphSetup(attributes, () => undefined);
  if (!setup.ok) return undefined;
  const { config } = setup;
  const storage = graphSettingsStorage(config.graphIdentifier);
  const { settings } = readGraphSettings((name) => storage.read(name), config.kind);
  const request = firstSeriesRequest(config, settings);
  const { endpoint, path } = timeSeriesQuery(request);
  const connection = apiConnection(apiBase);
  const answered = prefetch(connection.client('bearer'), endpoint, path);
  // While the request travels, in a task of its own after it has left: the session check the
  // graph makes anyway (whether to offer the customer's chips), which its render then finds
  // under way, the locale's formats, whose first use loads their data, and the market's time
  // zone: its offsets over the period's days, which the chart's calendar of the answer then
  // finds looked up. A failed check is met by that render's own.
  setTimeout(() => {
    connection.tokens.token().catch(() => undefined);
    prepareFormats(locale);
    const now = Date.now();
    const { from } = periodDays(request.period, undefined, now, config.timeZone);
    localCalendar(new Float64Array([midnightOf(from, config.timeZone), now]), config.timeZone);
    tickText(now, 'month', locale, config.timeZone);
  });
  return answered;
}
