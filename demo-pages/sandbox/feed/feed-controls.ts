import * as v from 'valibot';
import { SubscriptionArgsSchema, type SubscriptionArgs } from '../../../core/schemas/live-data';

/**
 * The faults a test or a demo page can put on the sandbox feed (set with
 * `PUT /sandbox/feed/controls`, see feed-routes.ts). Every field is optional in a change;
 * fields left out keep their value.
 */
export const FeedControlsChangeSchema = v.strictObject({
  /** Answer every login with an err instead of an ack. */
  rejectLogins: v.optional(v.boolean()),
  /** Hold every ack this long, in milliseconds. */
  ackDelayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  /** Send heartbeats when idle (true, the default) or stop them, as a dead connection would. */
  heartbeats: v.optional(v.boolean()),
  /** Subscriptions to refuse with an err. */
  errKeys: v.optional(v.array(SubscriptionArgsSchema)),
  /** The err message for refused subscriptions. */
  errMessage: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * Replay the market from this instant (ISO 8601) on, at real speed, so prices move even
   * when every exchange is closed; `null` returns to the server clock.
   */
  marketTime: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
});

/** A change of the feed's faults. */
export type FeedControlsChange = v.InferOutput<typeof FeedControlsChangeSchema>;

/** The feed's faults as they stand. */
export interface FeedControls {
  rejectLogins: boolean;
  ackDelayMs: number;
  heartbeats: boolean;
  errKeys: SubscriptionArgs[];
  errMessage: string;
  /** Milliseconds the market clock runs ahead of (or behind) the server clock. */
  marketOffsetMs: number;
}

/** The feed without faults, on the server clock. */
export const defaultFeedControls = (): FeedControls => ({
  rejectLogins: false,
  ackDelayMs: 0,
  heartbeats: true,
  errKeys: [],
  errMessage: 'Subscription refused by the sandbox',
  marketOffsetMs: 0,
});
