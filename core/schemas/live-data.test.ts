import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FEED_MESSAGE_TYPES,
  FeedCommandSchema,
  FeedMessageSchema,
  SubscriptionArgsSchema,
} from './live-data';
import { parse } from './parse-boundary';

describe('live data subscriptions ', () => {
  it.each([
    ['price', { t: 'price', id: '16099851' }],
    ['depth', { t: 'depth', id: '16099851' }],
    ['trade', { t: 'trade', id: '16099851' }],
    ['trading_status', { t: 'trading_status', id: '16099851' }],
    ['indicator', { t: 'indicator', i: 'OMXS30', m: 'SSE' }],
    ['news', { t: 'news', s: 12 }],
  ])('accepts a %s subscription keyed as the catalogue says', (_, args) => {
    expect(parse(SubscriptionArgsSchema, args, 'subscription options')).toEqual(args);
  });

  it('rejects a price subscription without an id', () => {
    expect(() =>
      parse(SubscriptionArgsSchema, { t: 'price', i: 'x', m: 'y' }, 'subscription options'),
    ).toThrow(
      'Invalid subscription options: id: Invalid key: Expected "id" but received undefined',
    );
  });

  it('rejects an indicator subscription without its market', () => {
    expect(() =>
      parse(SubscriptionArgsSchema, { t: 'indicator', i: 'OMXS30' }, 'subscription options'),
    ).toThrow('Invalid subscription options: m: Invalid key: Expected "m" but received undefined');
  });

  it('subscribes an indicator by its ticker symbol stripped to alphanumerics', () => {
    expect(
      parse(SubscriptionArgsSchema, { t: 'indicator', i: 'OMX S30', m: 'SSE' }, 'options'),
    ).toEqual({ t: 'indicator', i: 'OMXS30', m: 'SSE' });
    expect(v.is(SubscriptionArgsSchema, { t: 'indicator', i: '&', m: 'SSE' })).toBe(false);
  });

  it('rejects a feed type the protocol does not have', () => {
    expect(v.is(SubscriptionArgsSchema, { t: 'quotes', id: '1' })).toBe(false);
  });
});

describe('live feed commands', () => {
  it.each([
    ['a login with a session key', { cmd: 'login', args: { session_key: 'jwt' } }],
    ['an anonymous login', { cmd: 'login', args: {} }],
    ['a subscribe', { cmd: 'subscribe', args: { t: 'price', id: '1' } }],
    ['an unsubscribe', { cmd: 'unsubscribe', args: { t: 'news', s: 3 } }],
  ])('accepts %s', (_, command) => {
    expect(parse(FeedCommandSchema, command, 'feed command')).toEqual(command);
  });
});

describe('live feed server messages', () => {
  it('understands ack, err, heartbeat, price, depth, trade, trading_status, indicator and news', () => {
    expect(FEED_MESSAGE_TYPES).toEqual([
      'ack',
      'err',
      'heartbeat',
      'price',
      'depth',
      'trade',
      'trading_status',
      'indicator',
      'news',
    ]);
  });

  it.each([
    ['a login ack', { type: 'ack', data: { cmd: 'login' } }],
    ['a subscribe ack', { type: 'ack', data: { cmd: 'subscribe', args: { t: 'price', id: '1' } } }],
    [
      'an err',
      {
        type: 'err',
        data: { cmd: { cmd: 'subscribe', args: { t: 'depth', id: '1' } }, msg: 'not permitted' },
      },
    ],
    ['a heartbeat', { type: 'heartbeat', data: {} }],
    [
      'a price',
      {
        type: 'price',
        data: { id: '1', last: 101.5, bid: 101.4, ask: 101.6, tick_timestamp: 1700000000000 },
      },
    ],
    [
      'a price of a book without quotes',
      { type: 'price', data: { id: '1', last: null, bid: null, ask: null, tick_timestamp: 1 } },
    ],
    [
      'a depth',
      {
        type: 'depth',
        data: {
          id: '1',
          bid: [1, 2, 3, 4, 5].map((level) => ({ price: 100 - level, volume: level * 100 })),
          ask: [1, 2, 3, 4, 5].map((level) => ({ price: 100 + level, volume: level * 100 })),
          tick_timestamp: 1,
        },
      },
    ],
    [
      'a trade',
      {
        type: 'trade',
        data: { id: '1', price: 101.5, volume: 200, tick_timestamp: 1, trade_id: 't1' },
      },
    ],
    [
      'a trading status',
      {
        type: 'trading_status',
        data: { id: '1', status: 'CONTINUOUS_TRADING', tick_timestamp: 1 },
      },
    ],
    [
      'an indicator',
      {
        type: 'indicator',
        data: { i: 'OMXS30', m: 'SSE', last: 2400.5, change_percent: -0.4, tick_timestamp: 1 },
      },
    ],
    [
      'a news item',
      {
        type: 'news',
        data: { s: 12, id: 'n1', headline: 'Results', timestamp: 1, type: 'PRESS_RELEASE' },
      },
    ],
  ])('parses %s', (_, message) => {
    expect(parse(FeedMessageSchema, message, 'feed message')).toEqual(message);
  });

  it('parses a message type it does not know as unknown, without its data, for the client to drop', () => {
    expect(
      parse(FeedMessageSchema, { type: 'auction', data: { id: '1' } }, 'feed message'),
    ).toEqual({
      type: 'unknown',
      receivedType: 'auction',
    });
  });

  it('tolerates fields it does not know, leaving them out', () => {
    const message = {
      type: 'price',
      seq: 7,
      data: { id: '1', last: 1, tick_timestamp: 2, turnover: 9 },
    };

    expect(parse(FeedMessageSchema, message, 'feed message')).toEqual({
      type: 'price',
      data: { id: '1', last: 1, tick_timestamp: 2 },
    });
  });

  it('reads a trading status it does not know as UNKNOWN', () => {
    const message = {
      type: 'trading_status',
      data: { id: '1', status: 'LUNCH_BREAK', tick_timestamp: 1 },
    };

    expect(parse(FeedMessageSchema, message, 'feed message')).toEqual({
      type: 'trading_status',
      data: { id: '1', status: 'UNKNOWN', tick_timestamp: 1 },
    });
  });

  it('rejects a known message type whose data is malformed, naming the field', () => {
    const message = { type: 'price', data: { id: '1', last: '101.5', tick_timestamp: 1 } };

    expect(() => parse(FeedMessageSchema, message, 'feed message')).toThrow(
      'Invalid feed message: data.last: Invalid type: Expected number but received "101.5"',
    );
  });

  it('rejects a price that is not finite', () => {
    const message = { type: 'price', data: { id: '1', last: Number.NaN, tick_timestamp: 1 } };

    expect(() => parse(FeedMessageSchema, message, 'feed message')).toThrow(
      'Invalid feed message: data.last:',
    );
  });

  it('rejects a message without a type', () => {
    expect(() => parse(FeedMessageSchema, { data: {} }, 'feed message')).toThrow(
      'Invalid feed message: type:',
    );
  });
});
