import { useState } from 'react';
import { formatCalendarDate } from '../../core/i18n/format';
import { ORDER_WORKDAYS } from '../../core/orders/order-limits';
import type { OrderSide } from '../../core/schemas/enumerations';
import type { TradingInfo } from '../../core/schemas/fund-info';
import { useWidget } from '../shared/widget-context';
import { cutOff, nextTradingDay } from './model/cut-off';
import * as css from './fund-order-panel.css';
import { useElementId } from '../shared/use-element-id';

/**
 * The trading-information drawer (SPEC §2) with its accordion: trading frequency, cut-off
 * (SPEC §9 DAILY and MONTHLY rules), the next trading day for the side, and how long orders
 * take. Each accordion item is a native disclosure, so it works with keyboard and reader.
 */
export function TradingInfoDrawer(props: { info: TradingInfo; side: OrderSide }) {
  const { t, locale } = useWidget();
  const [open, setOpen] = useState(false);
  const regionId = useElementId();
  const { info, side } = props;
  const shownCutOff = cutOff(info, side);
  const nextDay = nextTradingDay(info, side);
  return (
    <div className={css.drawer}>
      <button
        type="button"
        className={css.quietButton}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('fundOrder.tradingInfo')} {open ? '▴' : '▾'}
      </button>
      <div id={regionId} hidden={!open}>
        <details className={css.accordionItem} open>
          <summary className={css.accordionSummary}>{t('fundOrder.tradingInfo.frequency')}</summary>
          <p>{t(`fundOrder.tradingInfo.frequency.${info.trading_frequency}`)}</p>
        </details>
        {shownCutOff.kind !== 'unknown' ? (
          <details className={css.accordionItem}>
            <summary className={css.accordionSummary}>{t('fundOrder.tradingInfo.cutOff')}</summary>
            <p>
              {shownCutOff.kind === 'time'
                ? shownCutOff.time
                : t('fundOrder.tradingInfo.cutOffDay', {
                    day: formatCalendarDate(shownCutOff.day, locale),
                    time: shownCutOff.time,
                  })}
            </p>
          </details>
        ) : null}
        <details className={css.accordionItem}>
          <summary className={css.accordionSummary}>
            {t(`fundOrder.tradingInfo.nextDay.${side}`)}
          </summary>
          <p>
            {nextDay ? formatCalendarDate(nextDay, locale) : t('fundOrder.tradingInfo.notTraded')}
          </p>
        </details>
        <details className={css.accordionItem}>
          <summary className={css.accordionSummary}>
            {t('fundOrder.tradingInfo.processing')}
          </summary>
          <p>{t('fundOrder.tradingInfo.processingText', ORDER_WORKDAYS)}</p>
        </details>
      </div>
    </div>
  );
}
