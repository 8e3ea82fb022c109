import * as v from 'valibot';
import { SchemaError } from '../schemas/parse-boundary';
import {
  DepthTickSchema,
  FeedCommandSchema,
  FeedErrorSchema,
  IndicatorTickSchema,
  NewsTickSchema,
  PriceTickSchema,
  TradeTickSchema,
  TradingStatusTickSchema,
  type KnownFeedMessage,
} from '../schemas/live-data';
import { MAX_FRAME_CHARS } from './feed-timing';

/** A frame read from the feed: a parsed message, or why it was dropped. */
export type FrameReading = { ok: true; message: KnownFeedMessage } | { ok: false; problem: string };

type DataSchemas = {
  readonly [T in KnownFeedMessage['type']]: v.GenericSchema<
    unknown,
    Extract<KnownFeedMessage, { type: T }>['data']
  >;
};

/**
 * The data schema of each message type, the same schemas `FeedMessageSchema` is made of. A
 * frame's `type` picks its schema directly: at thousands of ticks a second, trying the
 * protocol's every message shape in turn cost several times the `JSON.parse` itself.
 */
export const FEED_DATA_SCHEMAS: DataSchemas = {
  ack: FeedCommandSchema,
  err: FeedErrorSchema,
  heartbeat: v.object({}),
  price: PriceTickSchema,
  depth: DepthTickSchema,
  trade: TradeTickSchema,
  trading_status: TradingStatusTickSchema,
  indicator: IndicatorTickSchema,
  news: NewsTickSchema,
};

const isKnownType = (type: string): type is KnownFeedMessage['type'] =>
  Object.hasOwn(FEED_DATA_SCHEMAS, type);

/**
 * Reads one WebSocket frame at the boundary (every feed frame is parsed with its schema): text only, at most
 * `MAX_FRAME_CHARS` long, JSON, and one of the protocol's messages with well-formed data.
 * Anything else is a problem to log and drop, never a crash: binary or oversized frames,
 * broken JSON, a known type with malformed data, or a type this client does not know (the
 * protocol allows new ones). Parsing copies only the fields each schema names, so extra
 * fields are tolerated and a `__proto__` key in a frame reaches no object's prototype.
 */
export function readFrame(data: unknown): FrameReading {
  if (typeof data !== 'string') return { ok: false, problem: 'a frame that is not text' };
  if (data.length > MAX_FRAME_CHARS) {
    return {
      ok: false,
      problem: `a frame of ${data.length} characters (limit ${MAX_FRAME_CHARS})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, problem: `a frame that is not JSON: ${data.slice(0, 80)}` };
  }
  if (typeof json !== 'object' || json === null || !('type' in json)) {
    return { ok: false, problem: 'a frame without a message type' };
  }
  const { type } = json;
  if (typeof type !== 'string' || !isKnownType(type)) {
    return { ok: false, problem: `a message of unknown type "${String(type)}"` };
  }
  const parsed = v.safeParse(FEED_DATA_SCHEMAS[type], 'data' in json ? json.data : undefined);
  if (!parsed.success) {
    return { ok: false, problem: new SchemaError(`feed message (${type})`, parsed.issues).message };
  }
  return { ok: true, message: { type, data: parsed.output } as KnownFeedMessage };
}
