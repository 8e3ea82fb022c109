import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '../../core/i18n/format';
import type { OrderSide } from '../../core/schemas/enumerations';
import { useWidget } from '../shared/widget-context';
import { Figure } from './figure';
import { formatQuantity } from './model/fund-quantity';
import type { Amount, Percent } from './model/money-units';
import * as css from './fund-order-panel.css';

/** An order's figures; one left undefined is not shown. */
export interface OrderFigureValues {
  side: OrderSide;
  /** What the amounts are in. */
  currency: string;
  /** Sell: the share of the holding sold. */
  percent: Percent | undefined;
  /** Buy: the amount; sell: the estimated amount. */
  amount: Amount | undefined;
  /** Sell: the units the order is estimated to sell. */
  quantity: number | undefined;
  fee: Amount;
  /** Buy: the total; sell: the estimated total. */
  total: Amount;
}

/**
 * An order's figures, written the same way in the form and in the cost confirmation: the share
 * a sell sells, the amount, the units, the fee and the total. `children` are figures before
 * them (the confirmation's side, fund and account).
 */
export function OrderFigures(props: OrderFigureValues & { children?: ReactNode }) {
  const { t, locale } = useWidget();
  const money = (value: number) => formatMoney(value, props.currency, locale);
  const buy = props.side === 'BUY';
  return (
    <dl className={css.figures} aria-live="polite" part="figures">
      {props.children}
      {props.percent !== undefined ? (
        <Figure label={t('fundOrder.confirm.percent')}>
          {formatPercent(props.percent, locale)}
        </Figure>
      ) : null}
      {props.amount !== undefined ? (
        <Figure label={t(buy ? 'fundOrder.confirm.amount' : 'fundOrder.estimatedAmount')}>
          {money(props.amount)}
        </Figure>
      ) : null}
      {props.quantity !== undefined ? (
        <Figure label={t('fundOrder.estimatedQuantity')}>
          {formatQuantity(props.quantity, locale)}
        </Figure>
      ) : null}
      <Figure label={t('fundOrder.fee')}>{money(props.fee)}</Figure>
      <Figure label={t(buy ? 'fundOrder.total' : 'fundOrder.estimatedTotal')}>
        {money(props.total)}
      </Figure>
    </dl>
  );
}
