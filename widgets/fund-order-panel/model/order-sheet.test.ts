import { describe, expect, it } from 'vitest';
import { amount } from './money-units';
import { NO_TEXTS, orderSheet, typedOrderText, type OrderSheetInput } from './order-sheet';

const FUND = 7;
const flags = { is_blocked: false, account_code: 'ISK', atyid: 1 };
const account = { ...flags, accid: 1, accno: 101, alias: 'Savings', symbol: 'ISK' };

const input = (changes: Partial<OrderSheetInput> = {}): OrderSheetInput => ({
  side: 'BUY',
  mode: 'order',
  book: {
    information: new Map([
      [
        1,
        {
          accid: 1,
          account_sum: { value: 50_000, currency: 'NOK' },
          trading_power: { value: 10_000, currency: 'NOK' },
        },
      ],
    ]),
    instrument: {
      instrument_id: FUND,
      name: 'Global Growth',
      currency: 'SEK',
      min_investment: null,
      buy_fee: 1.5,
      sell_fee: 1,
      mifid2_category: 'UCITS',
    },
    tradingInfo: undefined,
    positions: [
      {
        accid: 1,
        instrument: { instrument_id: FUND, last_nav: 100 },
        market_value_acc: { value: 5000 },
      },
    ],
  },
  account,
  holdings: amount(5000),
  texts: { ...NO_TEXTS, buyText: '2500' },
  suitability: { suitability: { eligible: true }, expiry: undefined, checkedAt: 0 },
  actions: undefined,
  refusal: undefined,
  redirectOrigin: undefined,
  ...changes,
});

describe('order sheet', () => {
  it('works a buy out in the account’s currency, with the fee added in the confirmation', () => {
    const sheet = orderSheet(input());
    expect(sheet).toMatchObject({
      currency: 'NOK',
      minInvestment: 100,
      ticket: { amount: 2500, fee: 37.5, valid: true },
      figures: { amount: 2500, fee: 37.5, total: 2537.5, account: 'Savings · 101' },
      submission: { kind: 'order', body: { amount: { value: 2500, currency: 'NOK' } } },
    });
  });

  it('sends no buy the knowledge test does not cover', () => {
    const sheet = orderSheet(input({ suitability: undefined }));
    expect(sheet.ticket.valid).toBe(false);
    expect(sheet.submission).toBe(undefined);
  });

  it('sends nothing where a refusal no retry mends holds', () => {
    const refusal = { code: 'CUSTOMER_IS_MINOR', scope: 'panel' as const, accid: 1 };
    const sheet = orderSheet(input({ refusal }));
    expect(sheet.permission.refusal).toEqual(refusal);
    expect(sheet.submission).toBe(undefined);
  });

  it('sells a typed amount as its percent, with the units it sells in the form and the confirmation', () => {
    const sheet = orderSheet(
      input({ side: 'SELL', texts: { ...NO_TEXTS, amountText: '1000' }, suitability: undefined }),
    );
    expect(sheet).toMatchObject({
      ticket: { percent: 20, amount: 1000, valid: true },
      estimatedQuantity: 10,
      figures: { quantity: 10 },
      submission: { body: { orderside: 'SELL', percent: 20 } },
    });
  });
});

describe('typing into the order inputs', () => {
  it('cleans a buy amount', () => {
    expect(typedOrderText(NO_TEXTS, 'buy', '1 000,50', amount(0))).toEqual({
      ...NO_TEXTS,
      buyText: '1000',
    });
  });

  it('keeps the sell amount and percent in sync', () => {
    expect(typedOrderText(NO_TEXTS, 'percent', '50', amount(5000))).toEqual({
      buyText: '',
      amountText: '2500',
      percentText: '50',
      sellFrom: 'percent',
    });
  });
});
