import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountInformationSchema, AccountSchema } from './account';
import { GraphUserSettingsSchema } from './graph-user-settings';
import { FeedMessageSchema } from './live-data';
import { parse, safeParse, SchemaError } from './parse-boundary';
import { PriceTimeSeriesSchema } from './price-time-series';
import { SuitabilityExpirySchema } from './suitability';

const accountInformation = {
  account_sum: { value: 12, currency: 'SEK' },
  trading_power: { value: 3.5, currency: 'SEK' },
};

describe('parse at the boundary', () => {
  it('returns the typed output of a valid payload', () => {
    expect(
      parse(AccountInformationSchema, accountInformation, 'account information response'),
    ).toEqual(accountInformation);
  });

  it('throws a SchemaError naming what was parsed, the field and the problem', () => {
    const payload = { ...accountInformation, account_sum: { value: '12', currency: 'SEK' } };

    expect(() => parse(AccountInformationSchema, payload, 'account information response')).toThrow(
      SchemaError,
    );
    expect(() => parse(AccountInformationSchema, payload, 'account information response')).toThrow(
      'Invalid account information response: account_sum.value: Invalid type: Expected number but received "12"',
    );
  });

  it('attaches every valibot issue to the error', () => {
    const result = safeParse(
      AccountInformationSchema,
      { account_sum: null },
      'account information response',
    );

    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error).toBeInstanceOf(SchemaError);
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error.name).toBe('SchemaError');
    expect(result.error.what).toBe('account information response');
    expect(result.error.issues.map((issue) => v.getDotPath(issue))).toEqual([
      'account_sum',
      'trading_power',
    ]);
  });

  it('spells out the first three issues and counts the rest', () => {
    const series = { pricePoints: [1, 2, 3, 4, 5].map((timeStamp) => ({ timeStamp, last: 'x' })) };

    expect(() => parse(PriceTimeSeriesSchema, series, 'price time series')).toThrow(
      /^Invalid price time series: pricePoints\.0\.last: .*; pricePoints\.1\.last: .*; pricePoints\.2\.last: .* \(and 2 more\)$/,
    );
  });

  it('names the payload itself when it is not an object at all', () => {
    expect(() => parse(AccountSchema, 'nope', 'user accounts response')).toThrow(
      'Invalid user accounts response: Invalid type: Expected Object but received "nope"',
    );
  });

  it('has a safe variant that returns the output or the error instead of throwing', () => {
    expect(
      safeParse(AccountInformationSchema, accountInformation, 'account information response'),
    ).toEqual({
      success: true,
      output: accountInformation,
    });
    expect(safeParse(AccountInformationSchema, {}, 'account information response')).toMatchObject({
      success: false,
      error: {
        message: expect.stringContaining('Invalid account information response: account_sum:'),
      },
    });
  });
});

describe('numbers at the boundary', () => {
  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('rejects %s', (_, value) => {
    const payload = { ...accountInformation, trading_power: { value, currency: 'SEK' } };

    expect(() => parse(AccountInformationSchema, payload, 'account information response')).toThrow(
      /^Invalid account information response: trading_power\.value: Invalid (type|finite)/,
    );
  });

  it('rejects a number written as text', () => {
    const payload = { ...accountInformation, trading_power: { value: '3.5', currency: 'SEK' } };

    expect(
      safeParse(AccountInformationSchema, payload, 'account information response').success,
    ).toBe(false);
  });
});

describe('prototype pollution', () => {
  const pollutingKeys = '"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}';

  function expectClean(output: unknown): void {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output as object, '__proto__')).toBe(false);
    expect(Object.hasOwn(output as object, 'constructor')).toBe(false);
    expect((output as Record<string, unknown>).polluted).toBeUndefined();
  }

  it('drops __proto__ and constructor keys of an object', () => {
    const input: unknown = JSON.parse(
      `{${pollutingKeys},"account_sum":{${pollutingKeys},"value":1,"currency":"SEK"},"trading_power":{"value":2,"currency":"SEK"}}`,
    );

    const output = parse(AccountInformationSchema, input, 'account information response');

    expectClean(output);
    expectClean(output.account_sum);
    expect(output).toEqual({
      account_sum: { value: 1, currency: 'SEK' },
      trading_power: { value: 2, currency: 'SEK' },
    });
  });

  it('drops __proto__ and constructor keys of a map', () => {
    const input: unknown = JSON.parse(
      `{"expiration_timestamps":{${pollutingKeys},"2":1700000000000}}`,
    );

    const output = parse(SuitabilityExpirySchema, input, 'suitability response');

    expectClean(output.expiration_timestamps);
    expect(output.expiration_timestamps).toEqual({ 2: 1700000000000 });
  });

  it('drops __proto__ and constructor keys of stored graph settings', () => {
    const input: unknown = JSON.parse(
      `{${pollutingKeys},"period":"YEAR_1","resolution":{${pollutingKeys},"DAY_1":"MIN_5"}}`,
    );

    const output = parse(GraphUserSettingsSchema, input, 'graph user settings');

    expectClean(output);
    expectClean(output.resolution);
    expect(output).toEqual({ period: 'YEAR_1', resolution: { DAY_1: 'MIN_5' } });
  });

  it('drops __proto__ and constructor keys of a feed frame', () => {
    const input: unknown = JSON.parse(
      `{${pollutingKeys},"type":"price","data":{${pollutingKeys},"id":"1","last":2,"tick_timestamp":3}}`,
    );

    const output = parse(FeedMessageSchema, input, 'feed message');

    expectClean(output);
    if (output.type !== 'price') throw new Error('expected a price message');
    expectClean(output.data);
  });
});
