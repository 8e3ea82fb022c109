import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../../../core/endpoints/authentication';
import { userAccounts } from '../../../core/endpoints/customer';
import { mapBuySellTransactions } from '../../../core/indicators';
import {
  jsonResponse,
  stubFetch,
  type StubFetch,
  type StubRequest,
} from '../../../core/http/stub-fetch';
import { WidgetProvider } from '../../shared/widget-context';
import {
  useBuySellTransactions,
  type BuySellTransactionsRequest,
} from './use-buy-sell-transactions';

// The mapping runs on the main thread here: jsdom has no workers.
vi.mock('../../../core/worker/indicator-engine', () => ({
  indicatorEngine: () => ({
    mapBuySellTransactions: (...args: Parameters<typeof mapBuySellTransactions>) =>
      Promise.resolve(mapBuySellTransactions(...args)),
  }),
}));

const DOTS_PATH = '/transaction/transaction-and-notes/v1/buy-sell-dots';
const ACCOUNTS = [
  { accid: 11, accno: 9001, is_blocked: false, account_code: 'ISK', atyid: 1 },
  { accid: 12, accno: 9002, is_blocked: false, account_code: 'KF', atyid: 2 },
];
const TRADE = {
  accountNumber: 9002,
  amount: { value: 1000, currencyCode: 'SEK' },
  price: { value: 100, currencyCode: 'SEK' },
  priceUnit: 'SEK',
  quantity: 10,
  timestampEpochMillis: 1_700_000_000_000,
  type: 'BUY',
};

const REQUEST: BuySellTransactionsRequest = {
  instrumentId: '16099872',
  period: 'YEAR_1',
  from: '2025-01-01',
  to: '2025-12-31',
  enabled: true,
  loggedIn: true,
};

type Routes = Record<string, (request: StubRequest) => Response>;

let count = 0;
let stub: StubFetch;

function renderDots(request: BuySellTransactionsRequest, routes: Routes = {}) {
  count += 1;
  const apiBase = `https://dots${count}.broker.example`;
  const answers: Routes = {
    [`POST ${sessionRefresh()}`]: () =>
      request.loggedIn ? jsonResponse(200, { jwt: 'token' }) : jsonResponse(401, {}),
    [`GET ${userAccounts()}`]: () => jsonResponse(200, ACCOUNTS),
    [`GET ${DOTS_PATH}`]: () => jsonResponse(200, [TRADE]),
    ...routes,
  };
  stub = stubFetch((asked) => {
    const answer = answers[`${asked.method} ${asked.path.split('?')[0]}`];
    return answer ? answer(asked) : jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', stub.fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetProvider host={undefined} locale="en-GB" apiBase={apiBase}>
      {children}
    </WidgetProvider>
  );
  return renderHook((props: BuySellTransactionsRequest) => useBuySellTransactions(props), {
    initialProps: request,
    wrapper,
  });
}

const dotsRequests = () => stub.requests.filter((asked) => asked.path.startsWith(DOTS_PATH));

/** Lets the session check and any load settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Settles until `done`, without waitFor's own interval (the refresh tests fake intervals). */
async function settleUntil(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round += 1) await settle();
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('buy/sell dots', () => {
  it("asks with the customer's accids, the days and the legacy instrument id, and maps each trade to its account", async () => {
    const { result } = renderDots(REQUEST);
    await waitFor(() => expect(result.current.transactions).toBeDefined());
    const url = new URL(dotsRequests()[0]?.url ?? '');
    expect(url.searchParams.getAll('accids')).toEqual(['11', '12']);
    expect(url.searchParams.get('fromDate')).toBe('2025-01-01');
    expect(url.searchParams.get('toDate')).toBe('2025-12-31');
    expect(url.searchParams.get('legacyInstrumentId')).toBe('16099872');
    expect(result.current).toEqual({
      transactions: [
        {
          accid: '12',
          account_number: '9002',
          amount: TRADE.amount,
          price: TRADE.price,
          priceUnit: 'SEK',
          quantity: 10,
          timestamp: TRADE.timestampEpochMillis,
          type: 'BUY',
        },
      ],
    });
  });

  it('are not asked for by an anonymous reader', async () => {
    const { result } = renderDots({ ...REQUEST, loggedIn: false });
    await settle();
    expect(result.current.transactions).toBeUndefined();
    expect(stub.count('GET', userAccounts())).toBe(0);
    expect(dotsRequests()).toHaveLength(0);
  });

  it('are not asked for with the feature or setting off', async () => {
    const { result } = renderDots({ ...REQUEST, enabled: false });
    await settle();
    expect(result.current.transactions).toBeUndefined();
    expect(dotsRequests()).toHaveLength(0);
  });

  it('are not asked for without an account', async () => {
    const { result } = renderDots(REQUEST, {
      [`GET ${userAccounts()}`]: () => jsonResponse(200, []),
    });
    await waitFor(() => expect(result.current.transactions).toEqual([]));
    expect(dotsRequests()).toHaveLength(0);
  });

  it('show none after a failure, which is logged and not retried', async () => {
    const { result } = renderDots(REQUEST, {
      [`GET ${DOTS_PATH}`]: () => jsonResponse(503, {}),
    });
    await waitFor(() => expect(result.current.transactions).toEqual([]));
    expect(result.current.error).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('no buy/sell dots'),
      expect.anything(),
    );
    await settle();
    expect(dotsRequests()).toHaveLength(1);
  });

  it('show none for an answer that is not a list of transactions', async () => {
    const { result } = renderDots(REQUEST, {
      [`GET ${DOTS_PATH}`]: () => jsonResponse(200, [{ accountNumber: 'x' }]),
    });
    await waitFor(() => expect(result.current.transactions).toEqual([]));
    expect(result.current.error).toMatch(/buy\/sell dots/);
  });

  it('are loaded again every 60 s on DAY_1, the dots kept meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderDots({
      ...REQUEST,
      period: 'DAY_1',
      from: '2025-03-12',
      to: '2025-03-12',
    });
    await settleUntil(() => result.current.transactions !== undefined);
    expect(result.current.transactions).toHaveLength(1);
    act(() => vi.advanceTimersByTime(59_999));
    expect(dotsRequests()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.transactions).toHaveLength(1);
    await settleUntil(() => dotsRequests().length === 2);
    expect(dotsRequests()).toHaveLength(2);
  });

  it('are not loaded again on other periods, nor when the page regains focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderDots(REQUEST);
    await settleUntil(() => result.current.transactions !== undefined);
    expect(result.current.transactions).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(120_000);
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(dotsRequests()).toHaveLength(1);
  });
});
