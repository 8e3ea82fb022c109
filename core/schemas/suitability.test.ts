import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { InstrumentSuitabilitySchema, SuitabilityExpirySchema } from './suitability';

describe('suitability', () => {
  it('reads the eligible flag', () => {
    expect(
      parse(
        InstrumentSuitabilitySchema,
        { eligible: true, assessed: true },
        'suitability response',
      ),
    ).toEqual({
      eligible: true,
    });
  });

  it('rejects a missing eligible flag', () => {
    expect(() => parse(InstrumentSuitabilitySchema, {}, 'suitability response')).toThrow(
      'Invalid suitability response: eligible: Invalid key: Expected "eligible" but received undefined',
    );
  });

  it('reads the expiration timestamps by MiFID II category', () => {
    const expiry = { expiration_timestamps: { '1': 1717171717000, '2': 1727272727000 } };

    expect(parse(SuitabilityExpirySchema, expiry, 'suitability expiry response')).toEqual(expiry);
  });

  it('rejects an expiry that is not a number, naming its category', () => {
    expect(() =>
      parse(
        SuitabilityExpirySchema,
        { expiration_timestamps: { '2': '2024-06-01' } },
        'suitability expiry response',
      ),
    ).toThrow(
      'Invalid suitability expiry response: expiration_timestamps.2: Invalid type: Expected number',
    );
  });
});
