import { useRef, useState, type KeyboardEvent } from 'react';
import type { Locale, Translate } from '../../../core/i18n';
import type { PeriodId } from '../../../core/schemas/enumerations';
import type { PeriodReturn } from '../../../core/schemas/price-time-series';
import type { PeriodButton } from '../model/graph-periods';
import { performanceText, trendOf } from '../model/period-performance';
import { rovingFocusTarget, rovingTabStop } from '../model/roving-focus';
import * as css from '../price-graph.css';

/**
 * The period bar: a button per period with its label and its performance; the chosen one is
 * pressed. The buttons wrap onto more rows where one is too narrow, so every period is in sight at
 * any width. The bar is one Tab stop: the arrow keys, Home and End move between its buttons, Enter
 * or Space chooses.
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
  const bar = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | undefined>();
  const tabStop = rovingTabStop(
    buttons.length,
    focused,
    buttons.findIndex((button) => button.period === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingFocusTarget(event.key, index, buttons.length);
    if (target === undefined) return;
    event.preventDefault();
    bar.current?.querySelectorAll<HTMLButtonElement>('button').item(target).focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      className={css.periodList}
      part="periods"
      aria-label={t('priceGraph.periods')}
      onBlur={(event) => {
        // Focus left the bar: Tab comes back to the chosen period.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
      }}
    >
      {buttons.map((button, index) => {
        const performance = returns.find((entry) => entry.period === button.period)?.performance;
        const name = t(button.name);
        const text =
          performance === null || performance === undefined
            ? undefined
            : performanceText(performance, locale);
        return (
          // The visible short label ("1D") is read as its full name ("One day"), so a screen
          // reader user hears the period, and the name contains what is seen (no aria-label).
          <button
            key={button.period}
            type="button"
            className={css.periodButton}
            aria-pressed={button.period === selected}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onSelect(button.period)}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden="true">{t(button.label)}</span>
            <span className={css.visuallyHidden}>{text ? `${name}, ` : name}</span>
            {text && performance !== null && performance !== undefined ? (
              <span className={css.performance[trendOf(performance)]}>{text}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
