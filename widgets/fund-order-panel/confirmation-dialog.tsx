import { ModalDialog } from '../shared/modal-dialog';
import { useWidget } from '../shared/widget-context';
import { Figure } from './figure';
import { OrderFigures } from './order-figures';
import type { ConfirmationFigures } from './model/order-sheet';
import * as css from './fund-order-panel.css';

/** The cost confirmation, whose buy total adds the fee. */
export function ConfirmationDialog(props: {
  open: boolean;
  figures: ConfirmationFigures | undefined;
  dismissChecked: boolean;
  sending: boolean;
  onDismissChange: (checked: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useWidget();
  const { figures } = props;
  return (
    <ModalDialog
      open={props.open && figures !== undefined}
      labelledBy="bw-confirm-title"
      onClose={props.onCancel}
    >
      {figures ? (
        <>
          {/* The title takes focus first, so a reader hears what to confirm; Tab then reaches
              the box and the buttons. */}
          <h2 id="bw-confirm-title" className={css.title} tabIndex={-1} data-autofocus>
            {t('fundOrder.confirm.title')}
          </h2>
          <OrderFigures {...figures}>
            <Figure label={t('fundOrder.confirm.side')}>
              {t(`fundOrder.action.${figures.side}`)}
            </Figure>
            <Figure label={t('fundOrder.confirm.fund')}>{figures.fundName}</Figure>
            <Figure label={t('fundOrder.account')}>{figures.account}</Figure>
          </OrderFigures>
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
