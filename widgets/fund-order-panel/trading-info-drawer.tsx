import { useState, type ReactNode } from 'react';
import { formatCalendarDate } from '../../core/i18n/format';
import { ORDER_WORKDAYS } from '../../core/orders/order-limits';
import type { OrderSide } from '../../core/schemas/enumerations';
import type { TradingInfo } from '../../core/schemas/fund-info';
import { useWidget } from '../shared/widget-context';
import { cutOff, nextTradingDay } from './model/cut-off';
import * as css from './fund-order-panel.css';
import { useElementId } from '../shared/use-element-id';

/** One item of the accordion: a native disclosure, so it works with keyboard and reader. */
function AccordionItem(props: { summary: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={css.accordionItem} open={props.open}>
      <summary className={css.accordionSummary}>{props.summary}</summary>
      <p>{props.children}</p>
    </details>
  );
}

/**
 * The trading-information drawer with its accordion: trading frequency, cut-off (by the DAILY and
 * MONTHLY rules), the next trading day for the side, and how long orders take.
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
        <AccordionItem summary={t('fundOrder.tradingInfo.frequency')} open>
          {t(`fundOrder.tradingInfo.frequency.${info.trading_frequency}`)}
        </AccordionItem>
        {shownCutOff.kind !== 'unknown' ? (
          <AccordionItem summary={t('fundOrder.tradingInfo.cutOff')}>
            {shownCutOff.kind === 'time'
              ? shownCutOff.time
              : t('fundOrder.tradingInfo.cutOffDay', {
                  day: formatCalendarDate(shownCutOff.day, locale),
                  time: shownCutOff.time,
                })}
          </AccordionItem>
        ) : null}
        <AccordionItem summary={t(`fundOrder.tradingInfo.nextDay.${side}`)}>
          {nextDay ? formatCalendarDate(nextDay, locale) : t('fundOrder.tradingInfo.notTraded')}
        </AccordionItem>
        <AccordionItem summary={t('fundOrder.tradingInfo.processing')}>
          {t('fundOrder.tradingInfo.processingText', ORDER_WORKDAYS)}
        </AccordionItem>
      </div>
    </div>
  );
}
