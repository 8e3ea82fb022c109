import { useEffect, useRef } from 'react';
import { formatMoney, formatPercent } from '../../core/i18n/format';
import { ModalDialog } from '../shared/modal-dialog';
import { useWidget } from '../shared/widget-context';
import type { OrderValues } from './model/order-flow';
import { isKnownFailureCode } from './model/order-failure';
import { formatQuantity } from './model/fund-quantity';
import { outcomeTitle, type OrderOutcome } from './model/order-outcome';
import { refusalScope } from './model/standing-refusal';
import type { PanelMode } from './model/panel-modes';
import { Figure } from './figure';
import * as css from './fund-order-panel.css';

type Outcome<S extends OrderOutcome['status']> = Extract<OrderOutcome, { status: S }>;

/** The mark before each outcome's heading; screen readers hear the heading's words alone. */
const OUTCOME_MARKS = { SUCCESS: '✓ ', FAILURE: '✕ ', UNKNOWN: '? ' } as const;

/**
 * The heading of a result, `bw-order-{status}`, which labels its view. It takes the focus when
 * it appears (DESIGN: focus moves to the result), as the form it replaces had it; in the
 * failure's modal dialog the dialog starts on it.
 */
function OutcomeHeading(props: { outcome: OrderOutcome; mode: PanelMode }) {
  const { t } = useWidget();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    // WebKit focuses only an element it has laid out, and the heading comes in the render that
    // takes the form and its confirmation away: reading its box lays it out first, else the
    // focus may stay nowhere (seen in WebKitGTK, about one buy in five).
    heading.getBoundingClientRect();
    heading.focus();
  }, []);
  const { status } = props.outcome;
  return (
    <h2
      id={`bw-order-${status}`}
      ref={ref}
      tabIndex={-1}
      data-autofocus
      className={css.resultHeading}
    >
      <span aria-hidden="true" className={css.resultIcon[status]}>
        {OUTCOME_MARKS[status]}
      </span>
      {t(outcomeTitle(props.outcome, props.mode))}
    </h2>
  );
}

export function SuccessView(props: {
  mode: PanelMode;
  outcome: Outcome<'SUCCESS'>;
  values: OrderValues;
  currency: string;
  onAnotherOrder: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useWidget();
  const { values } = props;
  const { orderId } = props.outcome;
  return (
    <section className={css.result} part="result" aria-labelledby="bw-order-SUCCESS">
      <OutcomeHeading outcome={props.outcome} mode={props.mode} />
      <dl className={css.figures}>
        <Figure label={t('fundOrder.confirm.fund')}>{values.fundName}</Figure>
        <Figure label={t('fundOrder.account')}>{values.account}</Figure>
        {values.price !== undefined ? (
          <Figure label={t('fundOrder.confirm.amount')}>
            {formatMoney(values.price, props.currency, locale)}
          </Figure>
        ) : null}
        {values.percent !== undefined ? (
          <Figure label={t('fundOrder.confirm.percent')}>
            {formatPercent(values.percent, locale)}
          </Figure>
        ) : null}
        {values.shares !== undefined ? (
          <Figure label={t('fundOrder.success.quantity')}>
            {formatQuantity(values.shares, locale)}
          </Figure>
        ) : null}
        {orderId !== undefined && orderId !== '' ? (
          <Figure label={t('fundOrder.success.orderId')}>{orderId}</Figure>
        ) : null}
      </dl>
      <div className={css.row}>
        <button type="button" className={css.primaryButton} onClick={props.onAnotherOrder}>
          {t('fundOrder.anotherOrder')}
        </button>
        <button type="button" className={css.secondaryButton} onClick={props.onClose}>
          {t('fundOrder.close')}
        </button>
      </div>
    </section>
  );
}

/**
 * The failure view: a modal over the card, or inline in the side panel, with the code's message,
 * the history link and a retry that returns to the form as it was; for a rule no retry mends, Close
 * returns to the form, where the action stays disabled.
 */
export function FailureView(props: {
  mode: PanelMode;
  variant: 'card' | 'panel';
  outcome: Outcome<'FAILURE'>;
  historyHref: string;
  historyLabel: string;
  onRetry: () => void;
}) {
  const { t } = useWidget();
  const { outcome, mode } = props;
  const code = outcome.errorCode;
  // A rule no retry mends says what it is and offers no retry (see `standing-refusal.ts`).
  const standing = refusalScope(code) !== undefined;
  const content = (
    <>
      {/* An unknown code shows no message. */}
      {isKnownFailureCode(code) ? (
        <p id="bw-order-failure-text" className={css.bannerText}>
          {t(`fundOrder.code.${code}`)}
        </p>
      ) : null}
      <p className={css.hint}>{t('fundOrder.failure.code', { code })}</p>
      <div className={css.row}>
        <button type="button" className={css.primaryButton} onClick={props.onRetry}>
          {standing ? t('fundOrder.close') : t('fundOrder.retry')}
        </button>
        <a className={css.secondaryButton} href={props.historyHref}>
          {props.historyLabel}
        </a>
      </div>
    </>
  );
  return props.variant === 'panel' ? (
    <section className={css.result} part="result" aria-labelledby="bw-order-FAILURE">
      <OutcomeHeading outcome={outcome} mode={mode} />
      {content}
    </section>
  ) : (
    <ModalDialog
      open
      labelledBy="bw-order-FAILURE"
      describedBy="bw-order-failure-text"
      onClose={props.onRetry}
    >
      <OutcomeHeading outcome={outcome} mode={mode} />
      {content}
    </ModalDialog>
  );
}

/** The order was sent but its answer was lost: it is looked up, never sent again on its own. */
export function UnknownOutcomeView(props: {
  mode: PanelMode;
  status: Outcome<'UNKNOWN'>;
  historyHref: string;
  historyLabel: string;
  onCheckAgain: () => void;
  onBackToForm: () => void;
}) {
  const { t } = useWidget();
  const { status } = props;
  return (
    <section
      className={css.result}
      part="result"
      aria-labelledby="bw-order-UNKNOWN"
      aria-busy={status.checking}
    >
      <OutcomeHeading outcome={status} mode={props.mode} />
      <p className={css.bannerText}>{t('fundOrder.unknown.text')}</p>
      <p role="status" className={css.bannerText}>
        {status.checking
          ? t('fundOrder.unknown.checking')
          : status.notFound
            ? t('fundOrder.unknown.notFound')
            : ''}
      </p>
      <div className={css.row}>
        <button
          type="button"
          className={css.primaryButton}
          onClick={props.onCheckAgain}
          disabled={status.checking}
        >
          {t('fundOrder.unknown.checkAgain')}
        </button>
        <a className={css.secondaryButton} href={props.historyHref}>
          {props.historyLabel}
        </a>
        {status.notFound && !status.checking ? (
          <button type="button" className={css.quietButton} onClick={props.onBackToForm}>
            {t('fundOrder.anotherOrder')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
