import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse, safeParse } from './parse-boundary';
import { seriesPointsSchema } from './series-points';

const Points = seriesPointsSchema('timeStamp', ['last', 'volume']);

/** The same rules as valibot's object schema, which the one-pass schema stands in for. */
const ObjectPoints = v.array(
  v.object({
    timeStamp: v.pipe(v.number(), v.finite()),
    last: v.nullish(v.pipe(v.number(), v.finite())),
    volume: v.nullish(v.pipe(v.number(), v.finite())),
  }),
);

/** The message of a failed parse, or undefined. */
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = safeParse(schema, input, 'points');
  return result.success ? undefined : result.error.message;
};

describe('series points, checked in one pass', () => {
  it('passes the points on as they came, gaps as null, without copying them', () => {
    const points = [
      { timeStamp: 1, last: 10.5, volume: 300, turnover: 9 },
      { timeStamp: 2, last: null },
    ];
    const parsed = parse(Points, points, 'points');
    expect(parsed).toBe(points);
    expect(parsed).toEqual([
      { timeStamp: 1, last: 10.5, volume: 300, turnover: 9 },
      { timeStamp: 2, last: null },
    ]);
  });

  it.each([
    ['a point without a time', [{ last: 1 }]],
    ['a time that is text', [{ timeStamp: '2026-11-22' }]],
    ['an infinite value', [{ timeStamp: 1 }, { timeStamp: 2, volume: Infinity }]],
    ['a NaN value', [{ timeStamp: 1, last: Number.NaN }]],
    ['a value that is text', [{ timeStamp: 1, last: '12' }]],
    ['a value that is an object', [{ timeStamp: 1, last: { amount: 12 } }]],
    ['two broken values, in another order than listed', [{ timeStamp: 1, volume: 'x', last: 'y' }]],
    ['a point that is not an object', [{ timeStamp: 1 }, 5, null, [1]]],
    ['not a list', { timeStamp: 1 }],
  ])('rejects %s with the object schema’s message', (_case, input) => {
    const message = messageOf(Points, input);
    expect(message).toMatch(/^Invalid points: /);
    expect(message).toBe(messageOf(ObjectPoints, input));
  });

  it('takes a listed field that is there but undefined as missing', () => {
    const points = [{ timeStamp: 1, last: undefined, volume: 3 }];
    expect(messageOf(Points, points)).toBeUndefined();
  });

  it('names every broken point, not only the first', () => {
    const broken = [
      { timeStamp: 1, last: Infinity },
      { timeStamp: 2 },
      { timeStamp: 3, last: '4' },
    ];
    expect(messageOf(Points, broken)).toBe(
      'Invalid points: 0.last: Invalid finite: Received Infinity; ' +
        '2.last: Invalid type: Expected number but received "4"',
    );
  });
});
