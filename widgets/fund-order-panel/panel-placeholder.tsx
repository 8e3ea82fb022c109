import { useWidget } from '../shared/widget-context';
import type { PanelVariant } from './model/panel-modes';
import * as css from './fund-order-panel.css';

/** What the panel shows while its data loads, or when it could not be loaded. */
export function PanelPlaceholder(props: {
  variant: PanelVariant;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useWidget();
  const panelClass = `${css.panel} ${css.variant[props.variant]}`;
  if (props.failed) {
    return (
      <div className={panelClass} role="alert">
        <p>{t('fundOrder.unavailable')}</p>
        <button type="button" className={css.secondaryButton} onClick={props.onRetry}>
          {t('fundOrder.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={panelClass}>
      <div aria-busy="true" aria-label={t('fundOrder.loading')} role="status" className={css.field}>
        <div className={css.skeletonLine} style={{ width: '60%' }} />
        <div className={css.skeletonBlock} />
        <div className={css.skeletonLine} style={{ width: '40%' }} />
        <div className={css.skeletonBlock} />
        <div className={css.skeletonBlock} />
      </div>
    </div>
  );
}
