import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useApiClient } from '../shared/use-api-client';
import { useSignalValue } from '../shared/use-signal-value';
import { useWidget } from '../shared/widget-context';
import type { OrderState } from './model/order-flow';
import type { OrderKindName } from './model/order-kinds';
import { OrderSending } from './model/order-sending';
import type { fundOrderPanelContract } from './contract';

/**
 * The panel's order sending (`model/order-sending.ts`) for as long as the panel lives, and its
 * state as it changes. The page hears of every settled order (`bw-order-placed`,
 * `bw-order-failed`); `afterOrder` reloads the lists once the backend has booked one.
 */
export function useOrderSender(afterOrder: (kind: OrderKindName) => void): {
  state: OrderState;
  sending: OrderSending;
} {
  const { emit } = useWidget<typeof fundOrderPanelContract>();
  const api = useApiClient('bearer');
  const latest = useRef({ emit, afterOrder });
  useLayoutEffect(() => {
    latest.current = { emit, afterOrder };
  });
  const sending = useMemo(
    () =>
      new OrderSending({
        api,
        report: (report) => {
          const { emit, afterOrder } = latest.current;
          if (report.outcome === 'placed') emit('bw-order-placed', report.detail);
          else emit('bw-order-failed', report.detail);
          if (report.booked) afterOrder(report.detail.kind);
        },
      }),
    [api],
  );
  useEffect(() => sending.open(), [sending]);
  return { state: useSignalValue(sending.state), sending };
}
