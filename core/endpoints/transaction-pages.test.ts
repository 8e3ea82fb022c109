import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSACTIONS_PARAMS,
  readTransactionPages,
  TRANSACTIONS_PAGE_LIMIT,
  transactionsPageLimit,
  type TransactionsPageWindow,
} from './transaction-pages';

/** A backend of `count` transactions (numbered from 0) that serves at most `cap` per page. */
function backend(count: number, cap = TRANSACTIONS_PAGE_LIMIT) {
  const asked: TransactionsPageWindow[] = [];
  const all = Array.from({ length: count }, (_, index) => index);
  const loadPage = (window: TransactionsPageWindow) => {
    asked.push(window);
    return Promise.resolve(all.slice(window.offset, window.offset + Math.min(window.limit, cap)));
  };
  return { asked, all, loadPage };
}

describe('default transactions params', () => {
  it('are country se, limit 50, offset 0', () => {
    expect(DEFAULT_TRANSACTIONS_PARAMS).toEqual({ country: 'se', limit: 50, offset: 0 });
  });
});

describe('transactions page limit', () => {
  it('asks for no more than 200 transactions in one page', () => {
    expect(transactionsPageLimit(200)).toBe(200);
    expect(transactionsPageLimit(201)).toBe(200);
    expect(transactionsPageLimit(Infinity)).toBe(200);
  });

  it('asks for at least one, in whole transactions', () => {
    expect(transactionsPageLimit(0)).toBe(1);
    expect(transactionsPageLimit(-5)).toBe(1);
    expect(transactionsPageLimit(Number.NaN)).toBe(1);
    expect(transactionsPageLimit(12.7)).toBe(12);
  });
});

describe('reading every page of a transaction list', () => {
  it('asks one page of 50 from offset 0 by default, and stops at a short page', async () => {
    const { asked, all, loadPage } = backend(30);
    expect(await readTransactionPages(loadPage)).toEqual(all);
    expect(asked).toEqual([{ limit: 50, offset: 0 }]);
  });

  it('asks page by page with the offset moving on until a page is short', async () => {
    const { asked, all, loadPage } = backend(450);
    expect(await readTransactionPages(loadPage, { limit: 200 })).toEqual(all);
    expect(asked).toEqual([
      { limit: 200, offset: 0 },
      { limit: 200, offset: 200 },
      { limit: 200, offset: 400 },
    ]);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const { asked, all, loadPage } = backend(100);
    expect(await readTransactionPages(loadPage)).toEqual(all);
    expect(asked.map((window) => window.offset)).toEqual([0, 50, 100]);
  });

  it('never asks for more than 200, so a backend cutting pages at 200 loses nothing', async () => {
    const { asked, all, loadPage } = backend(450, 200);
    expect(await readTransactionPages(loadPage, { limit: 1000 })).toEqual(all);
    expect(asked.every((window) => window.limit === 200)).toBe(true);
  });

  it('starts at the offset given', async () => {
    const { asked, all, loadPage } = backend(120);
    expect(await readTransactionPages(loadPage, { offset: 100 })).toEqual(all.slice(100));
    expect(asked).toEqual([{ limit: 50, offset: 100 }]);
  });

  it('moves on by what a page held when the backend serves more than asked for', async () => {
    const pages = [[1, 2, 3, 4], [5]];
    const offsets: number[] = [];
    const all = await readTransactionPages(
      (window) => {
        offsets.push(window.offset);
        return Promise.resolve(pages.shift() ?? []);
      },
      { limit: 2 },
    );
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(offsets).toEqual([0, 4]);
  });

  it('stops between pages when aborted', async () => {
    const controller = new AbortController();
    const { asked, loadPage } = backend(450);
    const reading = readTransactionPages(
      async (window) => {
        const page = await loadPage(window);
        controller.abort(new Error('left the page'));
        return page;
      },
      { limit: 200, signal: controller.signal },
    );
    await expect(reading).rejects.toThrow('left the page');
    expect(asked).toHaveLength(1);
  });
});
