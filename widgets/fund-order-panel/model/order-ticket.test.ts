import { describe, expect, it } from 'vitest';
import { amount, percent } from './money-units';
import { orderTicket, type BuyTicketInput, type SellTicketInput } from './order-ticket';

const buy = (changes: Partial<BuyTicketInput> = {}): BuyTicketInput => ({
  side: 'BUY',
  amountText: '2500',
  accountSelected: true,
  tradingPower: amount(10_000),
  minInvestment: amount(100),
  suitable: true,
  allowed: true,
  feePercent: percent(1.5),
  ...changes,
});

const sell = (changes: Partial<SellTicketInput> = {}): SellTicketInput => ({
  side: 'SELL',
  sellFrom: 'amount',
  amountText: '',
  percentText: '',
  accountSelected: true,
  holdings: amount(5000),
  allowed: true,
  feePercent: percent(1),
  ...changes,
});

describe('buy ticket', () => {
  it('totals the amount itself, the fee shown separately', () => {
    expect(orderTicket(buy())).toMatchObject({ amount: 2500, fee: 37.5, total: 2500, valid: true });
  });

  it('adds the fee to the amount for the confirmation', () => {
    expect(orderTicket(buy()).confirmationTotal).toBe(2537.5);
  });

  it('cannot be sent when the investment plan does not allow it', () => {
    expect(orderTicket(buy({ allowed: false })).valid).toBe(false);
  });
});

describe('sell ticket', () => {
  it('by amount works out the percent and the fee', () => {
    // 500 of 5 000 is 10 %; fee 10 × 5 000 × 1 / 10 000 = 5; estimated total 505
    expect(orderTicket(sell({ amountText: '500' }))).toMatchObject({
      amount: 500,
      percent: 10,
      fee: 5,
      total: 505,
      valid: true,
    });
  });

  it('by amount sells the percent the amount rounds to, and says what that percent sells', () => {
    // SEK 50 of SEK 163 533 is 0.0306 %, sent as 0.03 %: what is sold is SEK 49.06.
    const ticket = orderTicket(sell({ holdings: amount(163_533), amountText: '50' }));
    expect(ticket).toMatchObject({ typedAmount: 50, percent: 0.03, amount: 49.06, valid: true });
    expect(ticket.total).toBe(ticket.confirmationTotal);
  });

  it('by percent works out the amount', () => {
    expect(orderTicket(sell({ sellFrom: 'percent', percentText: '50' }))).toMatchObject({
      amount: 2500,
      percent: 50,
      valid: true,
    });
  });

  it('by percent sells the percent even while the form shows the amount it is worth', () => {
    // A holding of 3 öre: half of it shows as 2 öre, yet the order is 50 %, not 66.67 %.
    const ticket = orderTicket(
      sell({ holdings: amount(0.03), sellFrom: 'percent', amountText: '0.02', percentText: '50' }),
    );
    expect(ticket).toMatchObject({ percent: 50, typedAmount: undefined, amount: 0.02 });
  });

  it('refuses more than the holdings', () => {
    expect(orderTicket(sell({ amountText: '5000.01' }))).toMatchObject({
      valid: false,
      problem: 'not-enough-money',
    });
  });

  it('knows the minimum sell amount of the holdings', () => {
    expect(orderTicket(sell({ holdings: amount(123_456) })).minimumSellAmount).toBe(12);
  });
});
