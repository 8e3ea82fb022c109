import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { knownValue, knownValues } from './known-values';

describe('known enumeration values in responses', () => {
  const colours = ['RED', 'GREEN'] as const;

  it('keeps the known values of a list, in order, and drops the others', () => {
    expect(v.parse(knownValues(colours), ['GREEN', 'BLUE', 'RED'])).toEqual(['GREEN', 'RED']);
  });

  it('still rejects a list of something other than text', () => {
    expect(v.is(knownValues(colours), [1])).toBe(false);
  });

  it('reads a single unknown, null or missing value as absent', () => {
    const schema = v.object({ colour: knownValue(colours) });

    expect(v.parse(schema, { colour: 'RED' })).toEqual({ colour: 'RED' });
    expect(v.parse(schema, { colour: 'BLUE' })).toEqual({ colour: undefined });
    expect(v.parse(schema, { colour: null })).toEqual({ colour: undefined });
    expect(v.parse(schema, {})).toEqual({});
  });
});
