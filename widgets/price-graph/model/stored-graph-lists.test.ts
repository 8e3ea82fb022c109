import { describe, expect, it } from 'vitest';
import {
  storedComparators,
  storedTechnicalAnalyses,
  trimmedListReason,
} from './stored-graph-lists';

const comparator = (orderBookId: string, colorIndex = 0) => ({
  orderBookId,
  symbol: `S${orderBookId}`,
  colorIndex,
});

const sma = (period: number, id = `SMA-${period}`, colorIndex = 0) => ({
  id,
  name: 'SMA',
  taType: 'SMA',
  taTypeWithParams: `SMA-${period}`,
  values: { period },
  colorIndex,
});

const rsi = (period: number) => ({
  id: `RSI-${period}`,
  name: 'RSI',
  taType: 'RSI',
  taTypeWithParams: `RSI-${period}-70-30`,
  values: { period, high: 70, low: 30 },
  colorIndex: 0,
});

describe('stored comparators', () => {
  it('keeps the first 8 of 50 stored, in their stored order', () => {
    const stored = Array.from({ length: 50 }, (_, at) => comparator(String(1000 + at), at));
    const read = storedComparators(stored);
    expect(read.kept.map((kept) => kept.orderBookId)).toEqual(
      stored.slice(0, 8).map((entry) => entry.orderBookId),
    );
    expect(read.dropped).toEqual({ invalid: 0, duplicates: 0, overLimit: 42 });
  });

  it('drops an instrument stored twice, so duplicates never take a place', () => {
    const stored = [comparator('1'), comparator('1', 1), comparator('2', 1), comparator('1', 2)];
    const read = storedComparators(stored);
    expect(read.kept.map((kept) => kept.orderBookId)).toEqual(['1', '2']);
    expect(read.dropped.duplicates).toBe(2);
  });

  it('drops broken entries and keeps the valid ones after them', () => {
    const read = storedComparators([null, { symbol: 'X' }, comparator('7'), 'text']);
    expect(read.kept.map((kept) => kept.orderBookId)).toEqual(['7']);
    expect(read.dropped.invalid).toBe(3);
  });

  it('gives a later entry stored in a colour already taken the lowest free colour', () => {
    const read = storedComparators([comparator('1', 0), comparator('2', 0), comparator('3', 1)]);
    expect(read.kept.map((kept) => kept.colorIndex)).toEqual([0, 1, 2]);
  });

  it('keeps a list within the rules as it is, dropping nothing', () => {
    const stored = [comparator('1', 3), comparator('2', 0)];
    expect(storedComparators(stored)).toEqual({
      kept: stored,
      dropped: { invalid: 0, duplicates: 0, overLimit: 0 },
    });
  });
});

describe('stored technical analyses', () => {
  it('keeps the first 8 of 500 valid SMAs', () => {
    // Periods 2 to 251, each stored twice: 500 entries that each pass the rules alone. The
    // repeats of the 8 kept are duplicates; every other entry is one over the limit.
    const stored = Array.from({ length: 500 }, (_, at) => sma(2 + (at % 250), `sma-${at}`, at));
    const read = storedTechnicalAnalyses(stored);
    expect(read.kept.map((kept) => kept.values)).toEqual(
      stored.slice(0, 8).map((entry) => entry.values),
    );
    expect(read.dropped).toEqual({ invalid: 0, duplicates: 8, overLimit: 484 });
  });

  it('drops the same indicator with the same values stored again', () => {
    const read = storedTechnicalAnalyses([sma(14), sma(14, 'other-id'), sma(20)]);
    expect(read.kept.map((kept) => kept.taTypeWithParams)).toEqual(['SMA-14', 'SMA-20']);
    expect(read.dropped.duplicates).toBe(1);
  });

  it('drops an entry whose id another kept entry already has', () => {
    const read = storedTechnicalAnalyses([sma(14, 'same'), sma(20, 'same')]);
    expect(read.kept.map((kept) => kept.id)).toEqual(['same']);
    expect(read.dropped.duplicates).toBe(1);
  });

  it('keeps the first RSI stored and drops a second one (one panel each)', () => {
    const read = storedTechnicalAnalyses([rsi(14), rsi(20)]);
    expect(read.kept.map((kept) => kept.values)).toEqual([{ period: 14, high: 70, low: 30 }]);
    expect(read.dropped.duplicates).toBe(1);
  });

  it('drops an entry that fails the schema or the parameter rules', () => {
    const read = storedTechnicalAnalyses([{ taType: 'SMA' }, sma(0), sma(10_000), sma(5)]);
    expect(read.kept.map((kept) => kept.taTypeWithParams)).toEqual(['SMA-5']);
    expect(read.dropped.invalid).toBe(3);
  });
});

describe('what a warning says of a trimmed list', () => {
  it('names how many were kept of how many, and each cause of a drop', () => {
    const read = storedComparators([comparator('1'), comparator('1'), null]);
    expect(trimmedListReason(read, 3, 8)).toBe(
      'kept 1 of 3 entries; dropped 1 invalid, 1 duplicate',
    );
    const many = storedComparators(Array.from({ length: 10 }, (_, at) => comparator(`${at}`)));
    expect(trimmedListReason(many, 10, 8)).toBe(
      'kept 8 of 10 entries; dropped 2 over the limit of 8',
    );
  });
});
