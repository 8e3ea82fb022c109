import { type FormEvent, type ReactNode } from 'react';
import { currencyLabel, formatMoney, formatPercent } from '../../core/i18n/format';
import type { Account } from '../../core/schemas/account';
import type { OrderSide } from '../../core/schemas/enumerations';
import type { FundSellInputMode } from '../../core/schemas/user-settings';
import { useWidget } from '../shared/widget-context';
import { accountLabel } from './model/order-accounts';
import type { OrderInput, OrderSheet, OrderTexts } from './model/order-sheet';
import type { PanelMode } from './model/panel-modes';
import { QUICK_SELL_PERCENTS } from './model/sell-amount-percent';
import { Figure } from './figure';
import { OrderFigures } from './order-figures';
import { SellModeChoice } from './sell-mode-choice';
import * as css from './fund-order-panel.css';
import { useElementId } from '../shared/use-element-id';

export interface OrderFormProps {
  side: OrderSide;
  mode: PanelMode;
  accounts: readonly Account[];
  accid: number | undefined;
  onAccountChange: (accid: number) => void;
  /** The figures for the chosen account: its currency (amounts are typed in it), the ticket… */
  sheet: OrderSheet;
  /** Sell only: what the account can sell. */
  holdings: number | undefined;
  texts: OrderTexts;
  /** The customer typed into one of the inputs. */
  onType: (input: OrderInput, raw: string) => void;
  sellMode: FundSellInputMode;
  onSellMode: (mode: FundSellInputMode) => void;
  /**
   * The chosen account may not take this side, or a rule no retry mends holds: the inputs are
   * disabled before anything is typed, and a banner says why.
   */
  accountUnusable: boolean;
  sending: boolean;
  /** Banners between the inputs and the action button (suitability, plan reasons). */
  notices: ReactNode;
  onSubmit: () => void;
}

/** The order form: account, amount or percent, the figures, and the action. */
export function OrderForm(props: OrderFormProps) {
  const { t, locale } = useWidget();
  const ids = {
    account: useElementId(),
    amount: useElementId(),
    hint: useElementId(),
    problem: useElementId(),
  };
  const { side } = props;
  const { ticket, currency, information, minInvestment } = props.sheet;
  // One notation for the currency, the locale's own: in amounts, minimums and labels alike.
  const money = (value: number) => formatMoney(value, currency, locale);
  const wholeMoney = (value: number) =>
    formatMoney(value, currency, locale, Number.isInteger(value) ? 0 : 2);
  const problemText = (() => {
    switch (ticket.problem) {
      case 'below-minimum':
        return side === 'BUY'
          ? t('fundOrder.error.belowMinimum', { min: wholeMoney(minInvestment) })
          : t('fundOrder.error.belowMinimumSell', { min: wholeMoney(ticket.minimumSellAmount) });
      case 'incorrect-value':
        return t('fundOrder.error.incorrectValue');
      case 'not-enough-money':
        return t('fundOrder.error.notEnoughMoney');
      default:
        return undefined;
    }
  })();
  const percentInput = side === 'SELL' && props.sellMode === 'percent';
  const typedInput: OrderInput = side === 'BUY' ? 'buy' : percentInput ? 'percent' : 'amount';
  const hint = percentInput
    ? t('fundOrder.hint.percent')
    : side === 'BUY'
      ? t('fundOrder.hint.minInvestment', { min: wholeMoney(minInvestment) })
      : undefined;
  const describedBy = [problemText ? ids.problem : undefined, hint ? ids.hint : undefined]
    .filter(Boolean)
    .join(' ');

  // A sell order carries a percent: a typed amount that the percent does not sell exactly is said
  // plainly, so the customer knows what the order sells.
  const soldAsPercent =
    ticket.typedAmount !== undefined &&
    ticket.amount !== undefined &&
    ticket.percent !== undefined &&
    ticket.typedAmount !== ticket.amount
      ? t('fundOrder.soldAsPercent', {
          typed: money(ticket.typedAmount),
          percent: formatPercent(ticket.percent, locale),
          sold: money(ticket.amount),
        })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  const actionLabel =
    props.mode === 'order' ? t(`fundOrder.action.${side}`) : t(`fundOrder.action.request.${side}`);

  return (
    <form onSubmit={submit} noValidate className={css.field} aria-busy={props.sending} part="form">
      <div className={css.field}>
        <label htmlFor={ids.account} className={css.label}>
          {t('fundOrder.account')}
        </label>
        <select
          id={ids.account}
          part="account"
          className={css.select}
          value={props.accid ?? ''}
          onChange={(event) => props.onAccountChange(Number(event.currentTarget.value))}
        >
          {props.accid === undefined ? (
            <option value="" disabled>
              {t('fundOrder.chooseAccount')}
            </option>
          ) : null}
          {props.accounts.map((account) => (
            <option key={account.accid} value={account.accid}>
              {accountLabel(account)}
            </option>
          ))}
        </select>
      </div>

      {information ? (
        <dl className={css.figures} part="figures">
          <Figure label={t('fundOrder.accountSum')}>
            {formatMoney(information.account_sum.value, information.account_sum.currency, locale)}
          </Figure>
          <Figure label={t('fundOrder.tradingPower')}>
            {formatMoney(
              information.trading_power.value,
              information.trading_power.currency,
              locale,
            )}
          </Figure>
          {props.holdings !== undefined ? (
            <Figure label={t('fundOrder.holdings')}>{money(props.holdings)}</Figure>
          ) : null}
        </dl>
      ) : null}

      {side === 'SELL' ? (
        <div className={css.row}>
          <span className={css.label} id={`${ids.amount}-mode`}>
            {t('fundOrder.sellBy')}
          </span>
          <SellModeChoice
            labelledBy={`${ids.amount}-mode`}
            mode={props.sellMode}
            onChange={props.onSellMode}
          />
        </div>
      ) : null}

      <div className={css.field}>
        <label htmlFor={ids.amount} className={css.label}>
          {percentInput
            ? t('fundOrder.percent')
            : t('fundOrder.amount', { currency: currencyLabel(currency, locale) })}
        </label>
        <input
          id={ids.amount}
          part="amount"
          className={css.input}
          inputMode={side === 'BUY' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={props.texts[`${typedInput}Text`]}
          onChange={(event) => props.onType(typedInput, event.currentTarget.value)}
          disabled={props.accountUnusable}
          aria-invalid={problemText !== undefined}
          aria-describedby={describedBy || undefined}
        />
        {problemText ? (
          <p id={ids.problem} className={css.error} role="alert">
            {problemText}
          </p>
        ) : null}
        {hint ? (
          <p id={ids.hint} className={css.hint}>
            {hint}
          </p>
        ) : null}
      </div>

      {side === 'SELL' ? (
        <div className={css.row}>
          <button
            type="button"
            className={css.secondaryButton}
            disabled={props.accountUnusable}
            onClick={() => props.onType('percent', String(QUICK_SELL_PERCENTS.everything))}
          >
            {t('fundOrder.sellEverything')}
          </button>
          <button
            type="button"
            className={css.secondaryButton}
            disabled={props.accountUnusable}
            onClick={() => props.onType('percent', String(QUICK_SELL_PERCENTS.half))}
          >
            {t('fundOrder.sellHalf')}
          </button>
        </div>
      ) : null}

      {ticket.amount !== undefined && ticket.total !== undefined ? (
        <OrderFigures
          side={side}
          currency={currency}
          percent={side === 'SELL' && !percentInput ? ticket.percent : undefined}
          amount={side === 'SELL' ? ticket.amount : undefined}
          quantity={props.sheet.estimatedQuantity}
          fee={ticket.fee}
          total={ticket.total}
        />
      ) : null}
      {soldAsPercent ? <p className={css.hint}>{soldAsPercent}</p> : null}

      {props.notices}

      <button
        type="submit"
        part="action"
        className={`${css.primaryButton} ${css.fullWidth}`}
        disabled={!ticket.valid || props.sending}
      >
        {props.sending ? t('fundOrder.sending') : actionLabel}
      </button>
    </form>
  );
}
