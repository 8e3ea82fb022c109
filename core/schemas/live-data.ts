import * as v from 'valibot';
import { IndicatorSymbolSchema } from './indicator-symbol';
import { NonEmptyStringSchema } from './non-empty-string';
import {
  EpochMillisSchema,
  FiniteNumberSchema,
  IntegerSchema,
  PercentSchema,
} from './finite-number';
import { NEWS_TYPES, OrderbookStatusSchema } from './enumerations';
import { knownValue } from './known-values';

// The live feed protocol (docs/feed-protocol.md, "Live data
// subscriptions", "Live socket", §7). One JSON object per WebSocket message.

//#region Subscriptions

/** The feeds keyed by an instrument id (`{t, id}`). */
export const ID_KEYED_FEEDS = ['price', 'depth', 'trade', 'trading_status'] as const;

/** A subscription to a feed keyed by id: `{t: 'price' | 'depth' | 'trade' | 'trading_status', id}`. */
export const IdSubscriptionSchema = v.object({
  t: v.picklist(ID_KEYED_FEEDS),
  id: NonEmptyStringSchema,
});

/** A subscription to an index/indicator, keyed by indicator id and market: `{t: 'indicator', i, m}`. */
export const IndicatorSubscriptionSchema = v.object({
  t: v.literal('indicator'),
  /** Indicator id: its ticker symbol, stripped to alphanumerics. */
  i: IndicatorSymbolSchema,
  /** Market. */
  m: NonEmptyStringSchema,
});

/** A subscription to a news source: `{t: 'news', s}`. */
export const NewsSubscriptionSchema = v.object({
  t: v.literal('news'),
  /** News source id. */
  s: IntegerSchema,
});

/**
 * The args of a subscribe or unsubscribe command. The socket client rejects anything
 * else with "Invalid subscription options"; acks and errs are matched to
 * subscriptions by these args, since the protocol has no request id.
 */
export const SubscriptionArgsSchema = v.variant('t', [
  IdSubscriptionSchema,
  IndicatorSubscriptionSchema,
  NewsSubscriptionSchema,
]);

/** The args of a subscribe or unsubscribe command. */
export type SubscriptionArgs = v.InferOutput<typeof SubscriptionArgsSchema>;

//#endregion
//#region Client commands

/** `{cmd: 'login', args: {session_key}}`; the key is absent for an anonymous user, and a login ack carries no args. */
export const FeedLoginCommandSchema = v.object({
  cmd: v.literal('login'),
  args: v.optional(v.object({ session_key: v.optional(NonEmptyStringSchema) })),
});

/** `{cmd: 'subscribe' | 'unsubscribe', args}`. */
export const FeedSubscriptionCommandSchema = v.object({
  cmd: v.picklist(['subscribe', 'unsubscribe']),
  args: SubscriptionArgsSchema,
});

/** A command the client sends; the server echoes it in an ack's or an err's data. */
export const FeedCommandSchema = v.variant('cmd', [
  FeedLoginCommandSchema,
  FeedSubscriptionCommandSchema,
]);

/** A command the client sends. */
export type FeedCommand = v.InferOutput<typeof FeedCommandSchema>;

//#endregion
//#region Server message data

/** The data of an `err` message: the failed command and why. */
export const FeedErrorSchema = v.object({
  cmd: FeedCommandSchema,
  msg: v.string(),
});

/** The data of an `err` message. */
export type FeedError = v.InferOutput<typeof FeedErrorSchema>;

/** A quote update. Bid, ask and last are `null` when the book has none. */
export const PriceTickSchema = v.object({
  id: NonEmptyStringSchema,
  last: v.nullish(FiniteNumberSchema),
  bid: v.nullish(FiniteNumberSchema),
  ask: v.nullish(FiniteNumberSchema),
  tick_timestamp: EpochMillisSchema,
});

/** A quote update. */
export type PriceTick = v.InferOutput<typeof PriceTickSchema>;

/** One level of the order book: a price and the volume offered at it. */
export const DepthLevelSchema = v.object({
  price: FiniteNumberSchema,
  volume: FiniteNumberSchema,
});

/** One level of the order book. */
export type DepthLevel = v.InferOutput<typeof DepthLevelSchema>;

/** The order book's best levels on each side (the feed sends up to 5), best first. */
export const DepthTickSchema = v.object({
  id: NonEmptyStringSchema,
  bid: v.array(DepthLevelSchema),
  ask: v.array(DepthLevelSchema),
  tick_timestamp: EpochMillisSchema,
});

/** The order book's best levels. */
export type DepthTick = v.InferOutput<typeof DepthTickSchema>;

/** A trade on the order book. */
export const TradeTickSchema = v.object({
  id: NonEmptyStringSchema,
  price: FiniteNumberSchema,
  volume: FiniteNumberSchema,
  tick_timestamp: EpochMillisSchema,
  trade_id: v.optional(v.string()),
});

/** A trade on the order book. */
export type TradeTick = v.InferOutput<typeof TradeTickSchema>;

/** The order book's trading status; a status this client does not know reads as `UNKNOWN`. */
export const TradingStatusTickSchema = v.object({
  id: NonEmptyStringSchema,
  status: v.fallback(OrderbookStatusSchema, 'UNKNOWN'),
  tick_timestamp: EpochMillisSchema,
});

/** The order book's trading status. */
export type TradingStatusTick = v.InferOutput<typeof TradingStatusTickSchema>;

/** An index/indicator value update. */
export const IndicatorTickSchema = v.object({
  i: IndicatorSymbolSchema,
  m: NonEmptyStringSchema,
  last: FiniteNumberSchema,
  /** Change since the previous close, in percent. */
  change_percent: v.nullish(PercentSchema),
  tick_timestamp: EpochMillisSchema,
});

/** An index/indicator value update. */
export type IndicatorTick = v.InferOutput<typeof IndicatorTickSchema>;

/** A news headline from a source. */
export const NewsTickSchema = v.object({
  s: IntegerSchema,
  id: NonEmptyStringSchema,
  headline: v.string(),
  /** Publication time. */
  timestamp: EpochMillisSchema,
  type: knownValue(NEWS_TYPES),
});

/** A news headline. */
export type NewsTick = v.InferOutput<typeof NewsTickSchema>;

//#endregion
//#region Server messages

/** A server message `{type, data}` of one known type. */
function feedMessage<const TType extends string, TData extends v.GenericSchema>(
  type: TType,
  data: TData,
) {
  return v.object({ type: v.literal(type), data });
}

/** Every server message type this client understands. */
const knownFeedMessageOptions = [
  feedMessage('ack', FeedCommandSchema),
  feedMessage('err', FeedErrorSchema),
  feedMessage('heartbeat', v.object({})),
  feedMessage('price', PriceTickSchema),
  feedMessage('depth', DepthTickSchema),
  feedMessage('trade', TradeTickSchema),
  feedMessage('trading_status', TradingStatusTickSchema),
  feedMessage('indicator', IndicatorTickSchema),
  feedMessage('news', NewsTickSchema),
] as const;

/**
 * The server message types this client understands. This list and the set below are marked
 * free of effects: the feed client reads frames by their data schemas (feed-frames.ts), so a
 * bundle of the elements leaves them out.
 */
export const FEED_MESSAGE_TYPES = /* @__PURE__ */ knownFeedMessageOptions.map(
  (option) => option.entries.type.literal,
);

/** A server message of a type this client understands. */
export type KnownFeedMessage = v.InferOutput<(typeof knownFeedMessageOptions)[number]>;

const knownTypes: ReadonlySet<string> = /* @__PURE__ */ new Set(FEED_MESSAGE_TYPES);

function isKnownFeedMessage(message: { type: string }): message is KnownFeedMessage {
  return knownTypes.has(message.type);
}

/**
 * A server message. A known type must carry well-formed data; a type this client does
 * not know parses as `{type: 'unknown', receivedType}` without its data, for the client
 * to drop (the protocol allows new types: docs/feed-protocol.md#tolerance).
 */
export const FeedMessageSchema = v.pipe(
  v.variant('type', [
    ...knownFeedMessageOptions,
    v.object({ type: v.pipe(v.string(), v.notValues(FEED_MESSAGE_TYPES)) }),
  ]),
  v.transform((message) =>
    isKnownFeedMessage(message)
      ? message
      : { type: 'unknown' as const, receivedType: message.type },
  ),
);

/** A server message, or `{type: 'unknown'}` for a type this client does not understand. */
export type FeedMessage = v.InferOutput<typeof FeedMessageSchema>;

//#endregion
