import type { KnownFeedMessage, SubscriptionArgs } from '../schemas/live-data';

/**
 * The key a subscription is counted, matched and stored under: price, depth, trade and trading_status by id, indicator by market and id,
 * news by source. The protocol has no request id, so acks, errs and data frames all find
 * their subscription through this key (docs/feed-protocol.md).
 *
 * Keys are JSON arrays, so no id can make two subscriptions collide (an id containing a
 * separator, or one named `__proto__`, is just another string in a `Map`).
 */
export type SubscriptionKey = string & { readonly __subscriptionKey: unique symbol };

const keyOf = (parts: readonly (string | number)[]) => JSON.stringify(parts) as SubscriptionKey;

/** The key of a subscription's args. */
export function subscriptionKey(args: SubscriptionArgs): SubscriptionKey {
  switch (args.t) {
    case 'indicator':
      return keyOf([args.t, args.m, args.i]);
    case 'news':
      return keyOf([args.t, args.s]);
    default:
      return keyOf([args.t, args.id]);
  }
}

/** The data messages a subscription receives: every feed type but ack, err and heartbeat. */
export type FeedDataMessage = Exclude<KnownFeedMessage, { type: 'ack' | 'err' | 'heartbeat' }>;

/** The key of the subscription a data message belongs to. */
export function keyOfData(message: FeedDataMessage): SubscriptionKey {
  switch (message.type) {
    case 'indicator':
      return keyOf([message.type, message.data.m, message.data.i]);
    case 'news':
      return keyOf([message.type, message.data.s]);
    default:
      return keyOf([message.type, message.data.id]);
  }
}
