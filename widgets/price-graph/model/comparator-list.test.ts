import { describe, expect, it } from 'vitest';
import type { Comparator } from '../../../core/schemas/graph-user-settings';
import type { InstrumentSearchResult } from '../../../core/schemas/instrument-search';
import {
  addComparator,
  comparatorLimitReached,
  comparisonCandidates,
  MAX_COMPARATORS,
  removeComparator,
} from './comparator-list';

const hit = (orderBookId: string, symbol = `S${orderBookId}`): InstrumentSearchResult => ({
  orderBookId,
  name: `Instrument ${orderBookId}`,
  symbol,
  country: 'SE',
  groupType: 'STOCK',
  entityType: 'INSTRUMENT',
});

const comparator = (orderBookId: string, colorIndex: number): Comparator => ({
  orderBookId,
  symbol: `S${orderBookId}`,
  colorIndex,
});

const list = (count: number) =>
  Array.from({ length: count }, (_, index) => comparator(String(index + 1), index));

describe('comparator colour', () => {
  it('takes a slot no technical analysis of the graph draws in', () => {
    const result = addComparator(
      [comparator('1', 0)],
      hit('2'),
      MAX_COMPARATORS,
      undefined,
      [1, 2],
    );
    expect(result.comparators.map((entry) => entry.colorIndex)).toEqual([0, 3]);
  });
});

describe('comparison candidates', () => {
  it("never offers the graph's own instrument", () => {
    expect(comparisonCandidates([hit('1'), hit('2'), hit('3')], '2')).toEqual([hit('1'), hit('3')]);
  });
});

describe('adding a comparator', () => {
  it('allows at most 8 comparators by default', () => {
    expect(MAX_COMPARATORS).toBe(8);
    expect(addComparator(list(7), hit('99')).outcome).toBe('added');
    expect(addComparator(list(8), hit('99'))).toEqual({
      outcome: 'limitReached',
      comparators: list(8),
    });
  });

  it('adds a pick with its fields and the lowest free colour', () => {
    const current = [comparator('1', 0), comparator('2', 2)];

    expect(addComparator(current, hit('3', 'VOLV B'))).toEqual({
      outcome: 'added',
      comparators: [
        ...current,
        {
          orderBookId: '3',
          symbol: 'VOLV B',
          colorIndex: 1,
          name: 'Instrument 3',
          country: 'SE',
          groupType: 'STOCK',
          entityType: 'INSTRUMENT',
        },
      ],
    });
  });

  it('cannot add a comparator once the limit is reached, when the limit is more than 1', () => {
    expect(addComparator(list(3), hit('99'), 3).outcome).toBe('limitReached');
    expect(comparatorLimitReached(list(3), 3)).toBe(true);
    expect(comparatorLimitReached(list(2), 3)).toBe(false);
  });

  it('with a limit of 1, replaces the old pick with the new one in its colour', () => {
    expect(addComparator([comparator('1', 4)], hit('2'), 1)).toEqual({
      outcome: 'replaced',
      comparators: [expect.objectContaining({ orderBookId: '2', colorIndex: 4 })],
    });
    expect(comparatorLimitReached([comparator('1', 0)], 1)).toBe(false);
  });

  it('with a limit of 1 and none shown, adds the pick', () => {
    expect(addComparator([], hit('2'), 1)).toEqual({
      outcome: 'added',
      comparators: [expect.objectContaining({ orderBookId: '2', colorIndex: 0 })],
    });
  });

  it('leaves an instrument that is already compared as it is', () => {
    const current = list(2);

    expect(addComparator(current, hit('2'))).toEqual({
      outcome: 'alreadyAdded',
      comparators: current,
    });
    expect(addComparator(current, hit('2'), 1).outcome).toBe('alreadyAdded');
  });

  it("never compares the graph's own instrument", () => {
    expect(addComparator([], hit('5'), MAX_COMPARATORS, '5')).toEqual({
      outcome: 'own',
      comparators: [],
    });
  });
});

describe('removing a comparator', () => {
  it('drops it and keeps the colours of the others', () => {
    expect(removeComparator(list(3), '2')).toEqual([comparator('1', 0), comparator('3', 2)]);
  });

  it('frees its colour for the next pick', () => {
    const next = addComparator(removeComparator(list(3), '2'), hit('9'));

    expect(next.comparators.at(-1)?.colorIndex).toBe(1);
  });
});
