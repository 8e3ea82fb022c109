import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { sessionRefresh } from '../../core/endpoints/authentication';
import { accountInformation, profileSettings, userAccounts } from '../../core/endpoints/customer';
import { fundOrders, placeFundOrder } from '../../core/endpoints/fund-trading';
import {
  fundInfo,
  instrumentById,
  instrumentWithPositions,
  suitability,
  suitabilityExpiryDates,
} from '../../core/endpoints/instrument';
import {
  jsonResponse,
  networkFailure,
  stubFetch,
  type StubFetch,
  type StubRequest,
} from '../../core/http/stub-fetch';
import { WidgetProvider } from '../shared/widget-context';
import { FundOrderPanel, type FundOrderPanelProps } from './fund-order-panel';

const FUND = 16100102;
const pathOf = (built: string) => built.split('?')[0] ?? built;

/** A broker with two accounts, one holding the fund, and one pending sell order. */
function broker(overrides: Record<string, (request: StubRequest) => Response> = {}) {
  const placed: unknown[] = [];
  const orders: unknown[] = [
    { order_id: 1, accid: 2, order_side: 'SELL', instrument_id: FUND, volume: 10 },
  ];
  const routes: Record<string, (request: StubRequest) => Response> = {
    [`POST ${sessionRefresh()}`]: () => jsonResponse(200, { jwt: 'token' }),
    [`GET ${userAccounts()}`]: () =>
      jsonResponse(200, [
        {
          accid: 1,
          accno: 101,
          alias: 'Savings',
          symbol: 'ISK',
          is_blocked: false,
          account_code: 'ISK',
          atyid: 1,
        },
        {
          accid: 2,
          accno: 102,
          alias: 'Pension',
          symbol: 'KF',
          is_blocked: false,
          account_code: 'KF',
          atyid: 2,
        },
        {
          accid: 3,
          accno: 103,
          alias: 'Locked',
          symbol: 'ISK',
          is_blocked: true,
          account_code: 'ISK',
          atyid: 1,
        },
      ]),
    [`GET ${pathOf(accountInformation([]))}`]: () =>
      jsonResponse(200, [
        {
          accid: 1,
          account_sum: { value: 50_000, currency: 'SEK' },
          trading_power: { value: 10_000, currency: 'SEK' },
        },
        {
          accid: 2,
          account_sum: { value: 20_000, currency: 'SEK' },
          trading_power: { value: 500, currency: 'SEK' },
        },
      ]),
    [`GET ${instrumentById(FUND)}`]: () =>
      jsonResponse(200, {
        instrument_id: FUND,
        name: 'Global Growth',
        currency: 'SEK',
        min_investment: 100,
        buy_fee: 1.5,
        sell_fee: 1,
        prospectus_url: null,
        mifid2_category: 'UCITS',
      }),
    [`GET ${fundInfo(FUND)}`]: () =>
      jsonResponse(200, {
        trading_info: {
          trading_frequency: 'DAILY',
          cut_off_time: '15:00',
          next_buy_day: '2026-11-23',
          next_sell_day: '2026-11-23',
        },
      }),
    [`GET ${pathOf(instrumentWithPositions(FUND, []))}`]: () =>
      jsonResponse(200, {
        positions: [
          // 6 000 market value, 10 units on a sell order at NAV 100: holdings 5 000.
          {
            accid: 2,
            instrument: { instrument_id: FUND, last_nav: 100 },
            market_value_acc: { value: 6000 },
            volume: 60,
          },
        ],
      }),
    [`GET ${fundOrders()}`]: () => jsonResponse(200, { fund_orders: orders }),
    [`GET ${profileSettings()}`]: () => jsonResponse(200, { accountIds: [1] }),
    [`PUT ${profileSettings()}`]: (request) => jsonResponse(200, JSON.parse(request.body ?? '{}')),
    [`GET ${suitability(FUND)}`]: () => jsonResponse(200, { eligible: true }),
    [`GET ${suitabilityExpiryDates()}`]: () => jsonResponse(200, { expiration_timestamps: {} }),
    [`POST ${placeFundOrder()}`]: (request) => {
      const body = JSON.parse(request.body ?? '{}') as { accid: number; orderside: string };
      placed.push(body);
      const order = {
        order_id: 77,
        accid: body.accid,
        order_side: body.orderside,
        instrument_id: FUND,
        volume: 24.6305,
      };
      orders.unshift(order);
      return jsonResponse(201, {
        fund_order: {
          ...order,
          account_number: 101,
          amount: { value: 2500 },
          name: 'Global Growth',
        },
      });
    },
    ...overrides,
  };
  const stub = stubFetch((request) => {
    const route = routes[`${request.method} ${pathOf(request.path)}`];
    if (!route) return jsonResponse(404, { fields: [{ code: 'NOT_FOUND' }] });
    return route(request);
  });
  return { stub, placed, orders };
}

let apiCount = 0;
let stub: StubFetch;

function renderPanel(
  props: FundOrderPanelProps,
  routes: ReturnType<typeof broker>,
  locale: Locale = 'en-GB',
) {
  // Each test gets an API base of its own: the page-wide token cache and settings are per base.
  apiCount += 1;
  stub = routes.stub;
  vi.stubGlobal('fetch', stub.fetch);
  return render(
    <WidgetProvider
      host={undefined}
      locale={locale}
      apiBase={`https://api${apiCount}.broker.example`}
      siteBase="https://www.broker.example"
    >
      <FundOrderPanel instrumentId={String(FUND)} {...props} />
    </WidgetProvider>,
  );
}

const orderPosts = () =>
  stub.requests.filter((r) => r.method === 'POST' && r.path === placeFundOrder());

beforeEach(() => {
  // The dialog element of jsdom has no showModal; the panel falls back to an open dialog.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<fund-order-panel>', () => {
  it('renders nothing of its own for a reader who is not logged in, and tells the page', async () => {
    const routes = broker({ [`POST ${sessionRefresh()}`]: () => jsonResponse(401, {}) });
    vi.stubGlobal('fetch', routes.stub.fetch);
    const host = document.createElement('div');
    const heard: string[] = [];
    host.addEventListener('bw-not-logged-in', (event) => heard.push(event.type));
    const { container } = render(
      <WidgetProvider host={host} locale="en-GB" apiBase="https://api-anon.broker.example">
        <FundOrderPanel instrumentId={String(FUND)} />
      </WidgetProvider>,
    );
    await waitFor(() => expect(heard).toEqual(['bw-not-logged-in']));
    // Only the slot where the page may put its own content: nothing of the panel renders.
    expect(container.innerHTML).toBe('<slot name="logged-out"></slot>');
    expect(container.textContent).toBe('');
  });

  it('offers buy accounts without blocked ones and preselects the first saved account', async () => {
    renderPanel({}, broker());
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Savings · 101', 'Pension · 102']);
    expect(account).toHaveProperty('value', '1');
    expect(screen.getByText('SEK 10,000.00')).toBeDefined();
  });

  it('buys after the cost confirmation, with the fee added', async () => {
    const user = userEvent.setup();
    const routes = broker();
    renderPanel({}, routes);
    await user.type(await screen.findByLabelText('Amount (SEK)'), '2 500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByText('SEK 37.50')).toBeDefined();
    expect(within(dialog).getByText('SEK 2,537.50')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByRole('heading', { name: /Your order has been placed/ }),
    ).toBeDefined();
    expect(screen.getByText('24.6305')).toBeDefined();
    expect(routes.placed).toEqual([
      { instrument_id: FUND, accid: 1, orderside: 'BUY', amount: { value: 2500, currency: 'SEK' } },
    ]);
  });

  it('loads the fund orders and the holdings again once an order is placed, past shared answers', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker());
    const gets = (path: string) =>
      stub.requests.filter((r) => r.method === 'GET' && pathOf(r.path) === pathOf(path)).length;
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    const before = [gets(fundOrders()), gets(instrumentWithPositions(FUND, [1]))];
    expect(before).toEqual([1, 1]);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    await screen.findByRole('heading', { name: /Your order has been placed/ });
    // Within the 7 s the lists are shared, yet asked for again: the order changed them.
    await waitFor(() =>
      expect([gets(fundOrders()), gets(instrumentWithPositions(FUND, [1]))]).toEqual([2, 2]),
    );
  });

  it('sends one order for a double click on confirm', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker());
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Confirm order',
    });
    await user.dblClick(confirm);
    await screen.findByRole('heading', { name: /Your order has been placed/ });
    expect(orderPosts()).toHaveLength(1);
  });

  it('writes the currency one way in Swedish: in amounts, the label and the minimum', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker(), 'sv-SE');
    const amount = await screen.findByLabelText('Belopp (kr)');
    expect(screen.getByText('10 000,00 kr')).toBeDefined();
    expect(screen.getByText('Minsta investering 100 kr')).toBeDefined();
    await user.type(amount, '50');
    expect(screen.getByRole('alert').textContent).toBe('Lägsta tillåtna belopp är 100\u00a0kr');
  });

  it('says below the minimum, and not enough money above the trading power', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker());
    const amount = await screen.findByLabelText('Amount (SEK)');
    await user.type(amount, '50');
    expect(screen.getByRole('alert').textContent).toBe('Minimum allowed amount is SEK\u00a0100');
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '10001');
    expect(screen.getByRole('alert').textContent).toBe('Not enough money');
  });

  it('sells by percent from the holdings net of the active sell order', async () => {
    const user = userEvent.setup();
    const routes = broker();
    renderPanel({ side: 'sell' }, routes);
    // Sell lists only the account holding the fund; the saved account holds none, so the customer
    // chooses.
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an account', 'Pension · 102']);
    await user.selectOptions(account, '2');
    expect(await screen.findByText('SEK 5,000.00')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    await user.click(screen.getByRole('button', { name: 'Sell Half' }));
    expect(screen.getByLabelText('Share of your holding (%)')).toHaveProperty('value', '50');
    expect(screen.getByText('SEK 2,500.00')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    await screen.findByRole('heading', { name: /Your order has been placed/ });
    expect(routes.placed).toEqual([
      { instrument_id: FUND, accid: 2, orderside: 'SELL', percent: 50 },
    ]);
  });

  it('shows the units sold with the same 4 decimals in the form, the confirmation and the receipt', async () => {
    const user = userEvent.setup();
    const routes = broker({
      // A NAV that divides into many decimals: 60 units at 103.37, 10 of them on a sell order.
      [`GET ${pathOf(instrumentWithPositions(FUND, []))}`]: () =>
        jsonResponse(200, {
          positions: [
            {
              accid: 2,
              instrument: { instrument_id: FUND, last_nav: 103.37 },
              market_value_acc: { value: 6202.2 },
              volume: 60,
            },
          ],
        }),
      // The broker books units to 4 decimals, fewer than the estimate has.
      [`POST ${placeFundOrder()}`]: () =>
        jsonResponse(201, {
          fund_order: { order_id: 78, account_number: 102, volume: 9.675, name: 'Global Growth' },
        }),
    });
    renderPanel({ side: 'sell' }, routes);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), '2');
    await user.type(screen.getByLabelText('Amount (SEK)'), '1000');
    const valueOf = (label: HTMLElement) => label.nextElementSibling?.textContent;
    // 1 000 is sold as 19.35 % of 5 168.50, 1 000.10, which is 9.674953… units.
    expect(valueOf(screen.getByText('Estimated quantity'))).toBe('9.6750');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(valueOf(within(dialog).getByText('Estimated quantity'))).toBe('9.6750');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { name: /Your order has been placed/ });
    expect(valueOf(screen.getByText('Quantity'))).toBe('9.6750');
  });

  it('announces a placed order in a polite live region that was in the panel before', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker());
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    const heading = await screen.findByRole('heading', { name: /Your order has been placed/ });
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Your order has been placed');
    // The form is gone, so the focus moves on to the result.
    expect(document.activeElement).toBe(heading);
    await user.click(screen.getByRole('button', { name: 'Another order' }));
    expect(region.textContent).toBe('');
  });

  it('announces a rejection in the side panel with its reason', async () => {
    const user = userEvent.setup();
    renderPanel(
      { variant: 'panel' },
      broker({
        [`POST ${placeFundOrder()}`]: () =>
          jsonResponse(400, { fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }] }),
      }),
    );
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    const heading = await screen.findByRole('heading', {
      name: /Your order was rejected by the marketplace/,
    });
    expect(region.textContent).toBe(
      'Your order was rejected by the marketplace. There is not enough money in the account.',
    );
    expect(document.activeElement).toBe(heading);
    // Said once: the inline failure is no second live region.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a rejection with the code’s message', async () => {
    const user = userEvent.setup();
    renderPanel(
      {},
      broker({
        [`POST ${placeFundOrder()}`]: () =>
          jsonResponse(400, { fields: [{ code: 'ABOVE_MAX_AMOUNT' }] }),
      }),
    );
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    expect(
      await screen.findByRole('heading', { name: /Your order was rejected by the marketplace/ }),
    ).toBeDefined();
    expect(
      screen.getByText('The amount is above the daily maximum for index funds.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', false);
  });

  it('says a rule no retry mends is a rule, offers no retry, and keeps Buy disabled', async () => {
    const user = userEvent.setup();
    renderPanel(
      {},
      broker({
        [`POST ${placeFundOrder()}`]: () =>
          jsonResponse(403, { fields: [{ code: 'CUSTOMER_IS_MINOR' }] }),
      }),
    );
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    const failure = await screen.findByRole('dialog', { name: 'This order cannot be placed' });
    expect(within(failure).getByText('Customers under 18 cannot place orders.')).toBeDefined();
    expect(within(failure).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert').textContent).toBe('Customers under 18 cannot place orders.');
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', true);
    expect(orderPosts()).toHaveLength(1);
  });

  it('keeps what was typed when the session expired', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker({ [`POST ${placeFundOrder()}`]: () => jsonResponse(401, {}) }));
    await user.type(await screen.findByLabelText('Amount (SEK)'), '750');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    expect((await screen.findByText(/Your session has expired/)).textContent).toMatch(/kept/);
    expect(screen.getByLabelText('Amount (SEK)')).toHaveProperty('value', '750');
  });

  it('finds an order whose answer was lost in the order list, without sending it again', async () => {
    const user = userEvent.setup();
    const routes = broker({
      [`POST ${placeFundOrder()}`]: (request) => {
        // The broker books the order, but its answer never arrives.
        const body = JSON.parse(request.body ?? '{}') as { accid: number };
        routes.orders.unshift({
          order_id: 90,
          accid: body.accid,
          order_side: 'BUY',
          instrument_id: FUND,
          volume: 4.9,
        });
        return networkFailure();
      },
    });
    renderPanel({}, routes);
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    expect(
      await screen.findByRole('heading', { name: /Your order has been placed/ }),
    ).toBeDefined();
    expect(screen.getByText('90')).toBeDefined();
    expect(orderPosts()).toHaveLength(1);
  });

  it('says an order whose answer was lost is not among the orders, and does not resend it', async () => {
    const user = userEvent.setup();
    renderPanel({}, broker({ [`POST ${placeFundOrder()}`]: () => networkFailure() }));
    await user.type(await screen.findByLabelText('Amount (SEK)'), '500');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm order' }),
    );
    expect(
      await screen.findByRole('heading', { name: /We could not confirm your order/ }),
    ).toBeDefined();
    expect(await screen.findByText(/not among your orders/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/not among your orders/)).toBeDefined();
    expect(orderPosts()).toHaveLength(1);
  });
});
