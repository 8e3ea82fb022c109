import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useApiClient } from '../shared/use-api-client';
import { useSignalValue } from '../shared/use-signal-value';
import { useWidget } from '../shared/widget-context';
import type { OrderState } from './model/order-flow';
import type { OrderKindName } from './model/order-kinds';
import { OrderSending, type OrderPage } from './model/order-sending';
import type { fundOrderPanelContract } from './contract';

/**
 * The panel's order sending (`model/order-sending.ts`) for as long as the panel lives, and its
 * state as it changes. The model tells the page of every settled order through the element's
 * `emit` (`bw-order-placed`, `bw-order-failed`), and calls `afterOrder` to reload the lists once
 * the backend has booked one; both as they are at that moment.
 */
export function useOrderSender(afterOrder: (kind: OrderKindName) => void): {
  state: OrderState;
  sending: OrderSending;
} {
  const { emit } = useWidget<typeof fundOrderPanelContract>();
  const api = useApiClient('bearer');
  // One object for the panel's life, which the model reads when an order settles.
  const [page] = useState<OrderPage>(() => ({ emit, booked: afterOrder }));
  useLayoutEffect(() => {
    page.emit = emit;
    page.booked = afterOrder;
  });
  const sending = useMemo(() => new OrderSending({ api, page }), [api, page]);
  useEffect(() => sending.open(), [sending]);
  return { state: useSignalValue(sending.state), sending };
}
