import { formatMoney, formatPercent } from '../../core/i18n/format';
import type { OrderSide } from '../../core/schemas/enumerations';
import { useWidget } from '../shared/widget-context';
import { ModalDialog } from './modal-dialog';
import * as css from './fund-order-panel.css';

/** What the cost confirmation shows (SPEC §4 step 3, §9: the confirmation adds the fee). */
export interface ConfirmationFigures {
  side: OrderSide;
  fundName: string;
  account: string;
  currency: string;
  /** Buy: the amount; sell: the estimated amount. */
  amount: number;
  /** Sell only. */
  percent: number | undefined;
  fee: number;
  /** Buy: amount + fee; sell: the estimated total (SPEC §9). */
  total: number;
}

export function ConfirmationDialog(props: {
  open: boolean;
  figures: ConfirmationFigures | undefined;
  dismissChecked: boolean;
  sending: boolean;
  onDismissChange: (checked: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useWidget();
  const { figures } = props;
  const money = (value: number) => formatMoney(value, figures?.currency ?? 'SEK', locale);
  return (
    <ModalDialog
      open={props.open && figures !== undefined}
      labelledBy="bw-confirm-title"
      onClose={props.onCancel}
    >
      {figures ? (
        <>
          <h2 id="bw-confirm-title" className={css.title}>
            {t('fundOrder.confirm.title')}
          </h2>
          <dl className={css.figures}>
            <dt className={css.figureLabel}>{t('fundOrder.confirm.side')}</dt>
            <dd className={css.figureValue}>{t(`fundOrder.action.${figures.side}`)}</dd>
            <dt className={css.figureLabel}>{t('fundOrder.confirm.fund')}</dt>
            <dd className={css.figureValue}>{figures.fundName}</dd>
            <dt className={css.figureLabel}>{t('fundOrder.account')}</dt>
            <dd className={css.figureValue}>{figures.account}</dd>
            {figures.percent !== undefined ? (
              <>
                <dt className={css.figureLabel}>{t('fundOrder.confirm.percent')}</dt>
                <dd className={css.figureValue}>{formatPercent(figures.percent, locale)}</dd>
              </>
            ) : null}
            <dt className={css.figureLabel}>
              {figures.side === 'BUY'
                ? t('fundOrder.confirm.amount')
                : t('fundOrder.estimatedAmount')}
            </dt>
            <dd className={css.figureValue}>{money(figures.amount)}</dd>
            <dt className={css.figureLabel}>{t('fundOrder.fee')}</dt>
            <dd className={css.figureValue}>{money(figures.fee)}</dd>
            <dt className={css.figureLabel}>
              {figures.side === 'BUY' ? t('fundOrder.total') : t('fundOrder.estimatedTotal')}
            </dt>
            <dd className={css.figureValue}>{money(figures.total)}</dd>
          </dl>
          <label className={css.row}>
            <input
              type="checkbox"
              checked={props.dismissChecked}
              onChange={(event) => props.onDismissChange(event.currentTarget.checked)}
            />
            {t('fundOrder.confirm.dontShowAgain')}
          </label>
          <div className={css.row}>
            <button
              type="button"
              className={css.primaryButton}
              onClick={props.onConfirm}
              disabled={props.sending}
              aria-busy={props.sending}
            >
              {props.sending ? t('fundOrder.sending') : t('fundOrder.confirm.send')}
            </button>
            <button type="button" className={css.secondaryButton} onClick={props.onCancel}>
              {t('fundOrder.confirm.cancel')}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
