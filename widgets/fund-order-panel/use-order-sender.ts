import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { queriesOf } from '../../core/http/query';
import { useApiClient } from '../shared/use-api-client';
import { useSignalValue } from '../shared/use-signal-value';
import { useWidget } from '../shared/widget-context';
import type { OrderState } from './model/order-flow';
import { OrderSending, type OrderPage } from './model/order-sending';
import type { fundOrderPanelContract } from './contract';

/**
 * The panel's order sending (`model/order-sending.ts`) for as long as the panel lives, and its
 * state as it changes. The model reads the lists an order is checked against from the page's
 * queries, tells them what a booked order changed (the lists shown load again), and tells the
 * page of every settled order through the element's `emit` (`bw-order-placed`,
 * `bw-order-failed`), as it is at that moment.
 */
export function useOrderSender(): { state: OrderState; sending: OrderSending } {
  const { emit } = useWidget<typeof fundOrderPanelContract>();
  const api = useApiClient('bearer');
  // One object for the panel's life, which the model reads when an order settles.
  const [page] = useState<OrderPage>(() => ({ emit }));
  useLayoutEffect(() => {
    page.emit = emit;
  });
  const sending = useMemo(
    () => new OrderSending({ api, queries: queriesOf(api), page }),
    [api, page],
  );
  useEffect(() => sending.open(), [sending]);
  return { state: useSignalValue(sending.state), sending };
}
