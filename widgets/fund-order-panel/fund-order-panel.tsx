import './texts';
import { useEffect, useMemo } from 'react';
import { useCustomerAccess } from '../shared/use-customer-access';
import { useWidget } from '../shared/widget-context';
import { panelConfig, type PanelAttributes } from './model/panel-config';
import type { fundOrderPanelContract } from './contract';
import { OrderPanel } from './order-panel';
import * as css from './fund-order-panel.css';

/** The element's properties (attributes in kebab-case), as `model/panel-config.ts` reads them. */
export type FundOrderPanelProps = PanelAttributes;

/**
 * `<fund-order-panel>`: buy or sell one fund (docs/rules.md#order-flow). Nothing renders unless the
 * reader is a logged-in customer; for other readers the panel shows only what the page put in its
 * `logged-out` slot, and tells the page with `bw-not-logged-in`, so a partner's side panel need not
 * stay empty.
 */
export function FundOrderPanel(props: FundOrderPanelProps) {
  const access = useCustomerAccess();
  const { t, emit } = useWidget<typeof fundOrderPanelContract>();
  useEffect(() => {
    if (access === 'anonymous') emit('bw-not-logged-in', {});
  }, [access, emit]);
  const { instrumentId, side, variant, mode, accid, redirectOrigin } = props;
  const parsed = useMemo(
    () =>
      panelConfig(
        { instrumentId, side, variant, mode, accid, redirectOrigin },
        typeof location === 'undefined' ? '' : location.search,
      ),
    [instrumentId, side, variant, mode, accid, redirectOrigin],
  );
  const problem = parsed.ok ? undefined : parsed.problem;
  useEffect(() => {
    if (problem) console.warn(`<fund-order-panel>: ${problem}`);
  }, [problem]);

  if (access === 'anonymous') return <slot name="logged-out" />;
  if (access !== 'customer') return null;
  if (!parsed.ok) {
    return (
      <p role="alert" className={`${css.panel} ${css.variant.card}`}>
        {t('fundOrder.misconfigured')}
      </p>
    );
  }
  return <OrderPanel config={parsed.config} />;
}
