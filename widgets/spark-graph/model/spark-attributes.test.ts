import { describe, expect, it } from 'vitest';
import { parseSparkAttributes, valuesFromText } from './spark-attributes';

const sourceOf = (attributes: Parameters<typeof parseSparkAttributes>[0]) => {
  const parsed = parseSparkAttributes(attributes);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.source;
};

const reasonOf = (attributes: Parameters<typeof parseSparkAttributes>[0]) => {
  const parsed = parseSparkAttributes(attributes);
  if (parsed.ok) throw new Error('expected the attributes to be refused');
  return parsed.reason;
};

describe('spark values as a CMS editor types them', () => {
  it('reads a JSON array', () => {
    expect(valuesFromText('[101.5, 102, -3e2]')).toEqual([101.5, 102, -300]);
  });

  it('reads a comma list, with or without brackets', () => {
    expect(valuesFromText(' 1, 2.5 ,.25 ')).toEqual([1, 2.5, 0.25]);
    expect(valuesFromText('[1, NaN]')).toEqual([1, NaN]);
  });

  it('keeps non-finite number words and null for the drawing to leave out', () => {
    expect(valuesFromText('1, Infinity, -Infinity, null, 2')).toEqual([
      1,
      Infinity,
      -Infinity,
      null,
      2,
    ]);
  });

  it('reads an empty list as no values', () => {
    expect(valuesFromText('[]')).toEqual([]);
    expect(valuesFromText('[ ]')).toEqual([]);
  });
});

describe('spark attributes', () => {
  it('draws inline values, which win over an instrument', () => {
    expect(sourceOf({ values: '1,2,3', close: '2', instrumentId: '16099869' })).toEqual({
      kind: 'inline',
      values: [1, 2, 3],
      close: 2,
    });
  });

  it('takes an array set as a property, NaN included', () => {
    expect(sourceOf({ values: [1, NaN, null, 3], close: 1.5 })).toEqual({
      kind: 'inline',
      values: [1, NaN, null, 3],
      close: 1.5,
    });
  });

  it('loads by instrument for the period given, DAY_1 by default', () => {
    expect(sourceOf({ instrumentId: ' 16099869 ' })).toEqual({
      kind: 'instrument',
      instrumentId: '16099869',
      period: 'DAY_1',
      close: undefined,
    });
    expect(sourceOf({ instrumentId: '16099869', period: 'YEAR_1' })).toMatchObject({
      period: 'YEAR_1',
    });
  });

  it('has nothing to draw without values or an instrument, and empty attributes count as absent', () => {
    expect(sourceOf({})).toEqual({ kind: 'none' });
    expect(sourceOf({ values: '  ', instrumentId: '', close: '' })).toEqual({ kind: 'none' });
  });

  it('refuses values that are not numbers, naming the place', () => {
    expect(reasonOf({ values: '1, two, 3' })).toMatch(/values/);
    expect(reasonOf({ values: '{"a": 1}' })).toMatch(/values/);
    expect(reasonOf({ values: ['1', '2'] })).toMatch(/values/);
  });

  it('refuses a close that is not a finite number', () => {
    expect(reasonOf({ values: '1,2', close: 'yesterday' })).toMatch(/close/);
    expect(reasonOf({ values: '1,2', close: 'NaN' })).toMatch(/close/);
    expect(reasonOf({ values: '1,2', close: '0x10' })).toMatch(/close/);
  });

  it('refuses an unknown period and the CUSTOM period, which needs a date range', () => {
    expect(reasonOf({ instrumentId: '1', period: 'DAY_2' })).toMatch(/period/);
    expect(reasonOf({ instrumentId: '1', period: 'CUSTOM' })).toMatch(/period/);
  });
});
