import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEED_MESSAGE_TYPES, FeedMessageSchema } from '../schemas/live-data';
import { FEED_DATA_SCHEMAS, readFrame } from './feed-frames';

describe('feed frames', () => {
  it('knows exactly the protocol’s message types', () => {
    expect(Object.keys(FEED_DATA_SCHEMAS).sort()).toEqual([...FEED_MESSAGE_TYPES].sort());
  });

  it.each([
    ['a login ack', { type: 'ack', data: { cmd: 'login' } }],
    [
      'an err',
      { type: 'err', data: { cmd: { cmd: 'subscribe', args: { t: 'news', s: 1 } }, msg: 'no' } },
    ],
    ['a heartbeat', { type: 'heartbeat', data: {} }],
    [
      'a price',
      { type: 'price', data: { id: '1', last: 2, bid: null, ask: 3, tick_timestamp: 4 } },
    ],
    [
      'a status the client does not know',
      { type: 'trading_status', data: { id: '1', status: 'LUNCH', tick_timestamp: 4 } },
    ],
  ])('reads %s as the protocol schema does', (_, message) => {
    const reading = readFrame(JSON.stringify(message));
    expect(reading).toEqual({ ok: true, message: v.parse(FeedMessageSchema, message) });
  });

  it('drops what is not a message: binary, no type, unknown type, malformed data', () => {
    expect(readFrame(new ArrayBuffer(4))).toEqual({
      ok: false,
      problem: 'a frame that is not text',
    });
    expect(readFrame('[1,2]')).toEqual({ ok: false, problem: 'a frame without a message type' });
    expect(readFrame('{"type":"__proto__"}')).toEqual({
      ok: false,
      problem: 'a message of unknown type "__proto__"',
    });
    expect(readFrame('{"type":"price","data":{"id":"1"}}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^Invalid feed message \(price\): tick_timestamp/),
    });
  });
});
