import type { Account } from '../../../core/schemas/account';
import type { OrderSide } from '../../../core/schemas/enumerations';
import type { Instrument } from '../../../core/schemas/instrument';
import { accountLabel } from './order-accounts';
import { ORDER_KINDS, type OrderIntent, type Submission } from './order-kinds';
import { COMMUNITY_REDIRECT_ORIGIN } from './order-links';
import type { OrderTicket } from './order-ticket';
import type { PanelMode } from './panel-modes';

/**
 * The order the panel sends for a filled-in ticket: a buy of the amount or a sell of the percent,
 * as a fund order or an allocation request by the panel's mode; undefined while the ticket may not
 * be sent.
 */
export function orderSubmission(input: {
  mode: PanelMode;
  side: OrderSide;
  account: Account | undefined;
  ticket: OrderTicket;
  instrument: Pick<Instrument, 'instrument_id' | 'name'>;
  currency: string;
  redirectOrigin: string | undefined;
}): Submission | undefined {
  const { account, ticket, instrument, currency } = input;
  if (!account || !ticket.valid || ticket.amount === undefined) return undefined;
  const common = {
    instrumentId: instrument.instrument_id,
    accid: account.accid,
    accno: account.accno,
    currency,
    // Orders from the community site say so.
    referrer:
      input.redirectOrigin === COMMUNITY_REDIRECT_ORIGIN ? COMMUNITY_REDIRECT_ORIGIN : undefined,
  };
  let intent: OrderIntent;
  if (input.side === 'BUY') intent = { ...common, side: 'BUY', amount: ticket.amount };
  else if (ticket.percent !== undefined)
    intent = { ...common, side: 'SELL', percent: ticket.percent };
  else return undefined;
  const values = {
    account: accountLabel(account),
    shares: undefined,
    price: ticket.amount,
    percent: ticket.percent,
    fundName: instrument.name,
  };
  const shared = { accid: account.accid, values, currency };
  return input.mode === 'order'
    ? { kind: 'order', body: ORDER_KINDS.order.body(intent), ...shared }
    : {
        kind: 'allocation-request',
        body: ORDER_KINDS['allocation-request'].body(intent),
        ...shared,
      };
}
