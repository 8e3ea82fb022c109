import { describe, expect, it } from 'vitest';
import { placedSince } from './order-reconciliation';

interface Entry {
  id?: number;
  accid: number;
  side: string;
}

const options = {
  idOf: (entry: Entry) => entry.id,
  matches: (entry: Entry) => entry.accid === 1 && entry.side === 'BUY',
};

describe('reconciling an order whose answer was lost', () => {
  it('finds the new matching order by its id', () => {
    const before = [{ id: 10, accid: 1, side: 'BUY' }];
    const after = [{ id: 11, accid: 1, side: 'BUY' }, ...before];
    expect(placedSince(before, after, options)).toEqual({ id: 11, accid: 1, side: 'BUY' });
  });

  it('finds nothing when no new order matches', () => {
    const before = [{ id: 10, accid: 1, side: 'BUY' }];
    const after = [
      { id: 12, accid: 2, side: 'BUY' },
      { id: 13, accid: 1, side: 'SELL' },
      ...before,
    ];
    expect(placedSince(before, after, options)).toBeUndefined();
  });

  it('counts matching orders when the list gives no ids', () => {
    const before = [{ accid: 1, side: 'BUY' }];
    expect(placedSince(before, [{ accid: 1, side: 'BUY' }, ...before], options)).toBeDefined();
    expect(placedSince(before, before, options)).toBeUndefined();
  });
});
