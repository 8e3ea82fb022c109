import * as v from 'valibot';
import { json, type Route } from '../router';
import { FeedControlsChangeSchema } from './feed-controls';
import type { FeedServer } from './feed-server';

const InjectSchema = v.strictObject({ frame: v.string() });
const BurstSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});

/**
 * Control routes of the sandbox feed, under /sandbox/feed/ (README "Live feed"):
 *
 * - `GET /sandbox/feed/connections`: every open connection with its login and the
 *   subscriptions the server holds for it, and its latest commands;
 * - `GET /sandbox/feed/controls`, `PUT /sandbox/feed/controls` (a change: `rejectLogins`,
 *   `ackDelayMs`, `heartbeats`, `errKeys`, `errMessage`, `marketTime`), `DELETE` (no faults);
 * - `POST /sandbox/feed/drop`: cut every connection, as a network failure would;
 * - `POST /sandbox/feed/inject` `{frame}`: send a raw text frame to every logged-in connection;
 * - `POST /sandbox/feed/burst` `{id, count}`: send `count` price ticks for `id` at once to the
 *   connections subscribed to it (the feed benchmark).
 */
export function feedRoutes(feed: FeedServer): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/sandbox/feed/connections',
      handler: () => json(200, { connections: feed.connections() }),
    },
    {
      method: 'GET',
      pattern: '/sandbox/feed/controls',
      handler: () => json(200, feed.controls),
    },
    {
      method: 'PUT',
      pattern: '/sandbox/feed/controls',
      handler: ({ body }) => {
        const result = v.safeParse(FeedControlsChangeSchema, body);
        if (!result.success) {
          return json(400, { message: `Invalid feed controls: ${v.summarize(result.issues)}` });
        }
        return json(200, feed.control(result.output));
      },
    },
    {
      method: 'DELETE',
      pattern: '/sandbox/feed/controls',
      handler: () => {
        feed.reset();
        return json(200, feed.controls);
      },
    },
    {
      method: 'POST',
      pattern: '/sandbox/feed/drop',
      handler: () => json(200, { dropped: feed.dropAll() }),
    },
    {
      method: 'POST',
      pattern: '/sandbox/feed/inject',
      handler: ({ body }) => {
        const result = v.safeParse(InjectSchema, body);
        if (!result.success) {
          return json(400, { message: `Invalid frame: ${v.summarize(result.issues)}` });
        }
        return json(200, { sent: feed.inject(result.output.frame) });
      },
    },
    {
      method: 'POST',
      pattern: '/sandbox/feed/burst',
      handler: ({ body }) => {
        const result = v.safeParse(BurstSchema, body);
        if (!result.success) {
          return json(400, { message: `Invalid burst: ${v.summarize(result.issues)}` });
        }
        return json(200, { reached: feed.burst(result.output.id, result.output.count) });
      },
    },
  ];
}
