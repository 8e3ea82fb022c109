import { useLayoutEffect, useRef } from 'react';
import type { Locale, Translate } from '../../core/i18n';
import type { PeriodId } from '../../core/schemas/enumerations';
import type { PeriodReturn } from '../../core/schemas/price-time-series';
import type { PeriodButton } from './model/graph-periods';
import { performanceText, trendOf } from './model/period-performance';
import * as css from './price-graph.css';

/**
 * The period list (SPEC §2): a button per period with its label and its performance; the
 * chosen one is pressed, and the list scrolls to keep it in view (SPEC §4).
 */
export function PeriodSelector(props: {
  buttons: readonly PeriodButton[];
  returns: readonly PeriodReturn[];
  selected: PeriodId;
  locale: Locale;
  t: Translate;
  onSelect: (period: PeriodId) => void;
}) {
  const { buttons, returns, selected, locale, t, onSelect } = props;
  const list = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const element = list.current;
    const button = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !button) return;
    const target = button.offsetLeft - (element.clientWidth - button.offsetWidth) / 2;
    element.scrollTo?.({ left: Math.max(0, target) });
  }, [selected]);

  return (
    <ul ref={list} className={css.periodList} aria-label={t('priceGraph.periods')}>
      {buttons.map((button) => {
        const performance = returns.find((entry) => entry.period === button.period)?.performance;
        const name = t(button.name);
        const text =
          performance === null || performance === undefined
            ? undefined
            : performanceText(performance, locale);
        return (
          <li key={button.period}>
            {/* The visible short label ("1D") is read as its full name ("One day"), so a screen
                reader user hears the period, and the name contains what is seen (no aria-label). */}
            <button
              type="button"
              className={css.periodButton}
              aria-pressed={button.period === selected}
              onClick={() => onSelect(button.period)}
            >
              <span aria-hidden="true">{t(button.label)}</span>
              <span className={css.visuallyHidden}>{text ? `${name}, ` : name}</span>
              {text && performance !== null && performance !== undefined ? (
                <span className={css.performance[trendOf(performance)]}>{text}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
