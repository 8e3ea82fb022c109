/**
 * The live feed client's times and limits in one place (docs/rules.md#live-data). The reconnect
 * backoff is the broker's rule; the heartbeat period is the feed protocol's (a heartbeat every
 * 5 s when idle, docs/feed-protocol.md#timeouts-heartbeats-and-reconnects); the rest are the kit's own choices.
 */

/** The first wait before reconnecting, in milliseconds; each further retry doubles it. */
export const RECONNECT_FIRST_WAIT_MS = 8;

/** Reconnect attempts after a lost connection before the client goes offline. */
export const RECONNECT_MAX_RETRIES = 7;

/** The server's heartbeat period when it has nothing else to send, in milliseconds. */
export const HEARTBEAT_INTERVAL_MS = 5_000;

/** Heartbeat periods in a row without a single frame that make a connection count as dead. */
export const MISSED_HEARTBEATS_FOR_DEAD = 2;

/**
 * The kit's choice: how long a login or subscribe waits for its ack (or err) before it is
 * retried, in milliseconds. A login that times out ends the connection; a subscribe is sent
 * again on the same connection.
 */
export const ACK_TIMEOUT_MS = 5_000;

/**
 * The kit's choice: frames longer than this many characters are dropped unread. A tick is a
 * few hundred characters; a frame this long is a fault, and parsing it would stall the page.
 */
export const MAX_FRAME_CHARS = 262_144;

/** The wait before reconnect retry `retry` (0 for the first), in milliseconds: 8, 16, 32, … */
export const reconnectWaitMs = (retry: number): number => RECONNECT_FIRST_WAIT_MS * 2 ** retry;
