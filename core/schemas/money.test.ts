import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CurrencyCodeMoneySchema,
  CurrencyCodeSchema,
  MoneySchema,
  MoneyValueSchema,
} from './money';

describe('money', () => {
  it('is a finite value with an ISO 4217 currency', () => {
    expect(v.parse(MoneySchema, { value: 10.5, currency: 'EUR' })).toEqual({
      value: 10.5,
      currency: 'EUR',
    });
    expect(v.is(MoneySchema, { value: Number.NaN, currency: 'EUR' })).toBe(false);
  });

  it('takes currency codes as three capital letters only', () => {
    expect(v.is(CurrencyCodeSchema, 'SEK')).toBe(true);
    for (const code of ['sek', 'SE', 'SEKK', 'kr', ''])
      expect(v.is(CurrencyCodeSchema, code)).toBe(false);
  });

  it('reads just the value where the answer leaves the currency out', () => {
    expect(v.parse(MoneyValueSchema, { value: 3, currency: 'SEK' })).toEqual({ value: 3 });
  });

  it('reads the transaction APIs spelling, currencyCode', () => {
    expect(v.parse(CurrencyCodeMoneySchema, { value: 3, currencyCode: 'NOK' })).toEqual({
      value: 3,
      currencyCode: 'NOK',
    });
  });
});
