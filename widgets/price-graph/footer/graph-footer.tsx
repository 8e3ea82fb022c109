import type { Locale, Translate } from '../../../core/i18n';
import type { PeriodReturn } from '../../../core/schemas/price-time-series';
import type { GraphPeriod } from './use-graph-period';
import { CustomRangeControl } from './custom-range/custom-range-control';
import type { PeriodButton } from '../model/graph-periods';
import * as css from '../price-graph.css';
import { PeriodSelector } from './period-selector';

/**
 * The card's footer: the period list, each with its performance, and the custom date range.
 * Choosing either changes the graph's period.
 */
export function GraphFooter(props: {
  /** False: the footer's row without its controls, at its height. */
  controls: boolean;
  period: GraphPeriod;
  buttons: readonly PeriodButton[];
  returns: readonly PeriodReturn[];
  /** Small screen: the custom range's icon button and fullscreen picker. */
  compact: boolean;
  locale: Locale;
  t: Translate;
}) {
  const { period, locale, t } = props;
  if (!props.controls) return <div className={css.footer} part="footer" />;
  return (
    <div className={css.footer} part="footer">
      <PeriodSelector
        buttons={props.buttons}
        returns={props.returns}
        selected={period.period}
        locale={locale}
        t={t}
        onSelect={period.select}
      />
      <CustomRangeControl
        range={period.range}
        today={period.today}
        compact={props.compact}
        locale={locale}
        t={t}
        onApply={period.applyRange}
        onClear={period.clearRange}
      />
    </div>
  );
}
