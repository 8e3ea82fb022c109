import { useEffect, useRef } from 'react';
import { formatMoney, formatPercent } from '../../core/i18n/format';
import { ModalDialog } from '../shared/modal-dialog';
import { useWidget } from '../shared/widget-context';
import type { OrderStatus, OrderValues } from './model/order-flow';
import { isKnownFailureCode } from './model/order-failure';
import { formatQuantity } from './model/fund-quantity';
import { refusalScope } from './model/standing-refusal';
import type { PanelMode } from './model/panel-config';
import { Figure } from './figure';
import * as css from './fund-order-panel.css';

/** Moves focus to the heading of a result when it appears (DESIGN: focus moves to the result). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function SuccessView(props: {
  mode: PanelMode;
  orderId: string | number | undefined;
  values: OrderValues;
  currency: string;
  onAnotherOrder: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useWidget();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { values } = props;
  return (
    <section className={css.result} part="result" aria-labelledby="bw-order-result">
      <h2 id="bw-order-result" ref={heading} tabIndex={-1} className={css.resultHeading}>
        <span aria-hidden="true" className={css.resultIcon.success}>
          ✓{' '}
        </span>
        {props.mode === 'order'
          ? t('fundOrder.success.title')
          : t('fundOrder.success.requestTitle')}
      </h2>
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
        {props.orderId !== undefined && props.orderId !== '' ? (
          <Figure label={t('fundOrder.success.orderId')}>{props.orderId}</Figure>
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

function FailureContent(props: {
  mode: PanelMode;
  code: string;
  historyHref: string;
  historyLabel: string;
  onRetry: () => void;
}) {
  const { t } = useWidget();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { code } = props;
  // A rule no retry mends says what it is and offers no retry (see `standing-refusal.ts`).
  const standing = refusalScope(code) !== undefined;
  const title = standing
    ? props.mode === 'order'
      ? t('fundOrder.failure.ruleTitle')
      : t('fundOrder.failure.ruleRequestTitle')
    : props.mode === 'order'
      ? t('fundOrder.failure.orderTitle')
      : t('fundOrder.failure.requestTitle');
  return (
    <>
      <h2
        id="bw-order-failure"
        ref={heading}
        tabIndex={-1}
        data-autofocus
        className={css.resultHeading}
      >
        <span aria-hidden="true" className={css.resultIcon.failure}>
          ✕{' '}
        </span>
        {title}
      </h2>
      {/* SPEC §8: an unknown code shows no message. */}
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
}

/**
 * The failure view (SPEC §2): a modal over the card, or inline in the side panel, with the
 * code's message, the history link and a retry that returns to the form as it was; for a rule
 * no retry mends, Close returns to the form, where the action stays disabled.
 */
export function FailureView(props: {
  mode: PanelMode;
  variant: 'card' | 'panel';
  code: string;
  historyHref: string;
  historyLabel: string;
  onRetry: () => void;
}) {
  const content = (
    <FailureContent
      mode={props.mode}
      code={props.code}
      historyHref={props.historyHref}
      historyLabel={props.historyLabel}
      onRetry={props.onRetry}
    />
  );
  if (props.variant === 'panel') {
    return (
      <section role="alert" className={css.result} part="result" aria-labelledby="bw-order-failure">
        {content}
      </section>
    );
  }
  return (
    <ModalDialog
      open
      labelledBy="bw-order-failure"
      describedBy="bw-order-failure-text"
      onClose={props.onRetry}
    >
      {content}
    </ModalDialog>
  );
}

/** The order was sent but its answer was lost: it is looked up, never sent again on its own. */
export function UnknownOutcomeView(props: {
  status: Extract<OrderStatus, { status: 'UNKNOWN' }>;
  historyHref: string;
  historyLabel: string;
  onCheckAgain: () => void;
  onBackToForm: () => void;
}) {
  const { t } = useWidget();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { status } = props;
  return (
    <section
      className={css.result}
      part="result"
      aria-labelledby="bw-order-unknown"
      aria-busy={status.checking}
    >
      <h2 id="bw-order-unknown" ref={heading} tabIndex={-1} className={css.resultHeading}>
        <span aria-hidden="true" className={css.resultIcon.unknown}>
          ?{' '}
        </span>
        {t('fundOrder.unknown.title')}
      </h2>
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
