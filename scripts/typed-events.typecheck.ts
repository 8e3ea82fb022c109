/*
 * Type-checked with the project (`npm run typecheck`), never run: what a TypeScript page that
 * listens to the kit's events gets, and what an element's code may send. Each `@ts-expect-error` fails the check if the mistake
 * under it ever type-checks, so the event map cannot quietly lose its types.
 */
import type {} from '../widgets/index';
import type { ContractEmit } from '../widgets/shared/element-contract';
import type { fundOrderPanelContract } from '../widgets/fund-order-panel/contract';
import type { priceGraphContract } from '../widgets/price-graph/contract';

export function listen(page: Document): void {
  page.addEventListener('bw-order-placed', (event) => {
    const { orderId, side, amount, percent, estimatedAmount } = event.detail;
    const sides: 'buy' | 'sell' = side;
    void [orderId.trim(), sides, amount?.currency, percent?.toFixed(2), estimatedAmount?.value];
    // @ts-expect-error: the side is written as the attribute writes it, never 'BUY'
    void (side === 'BUY');
  });
  page.addEventListener('bw-order-failed', (event) => void event.detail.code.trim());
  page.addEventListener('bw-order-close', (event) => void event.detail.destination?.trim());
  page.addEventListener('bw-not-logged-in', (event) => void event.detail);
  page.addEventListener('bw-list-open', (event) => {
    void event.detail.href.trim();
    // @ts-expect-error: a list has an id and a slug, no name
    void event.detail.name;
  });
  page.addEventListener('bw-graph-drawn', (event) => void event.detail.points.toFixed(0));
  page.addEventListener('bw-error', (event) => {
    void [event.detail.message.trim(), event.detail.url?.trim()];
    // @ts-expect-error: an error's detail has no code
    void event.detail.code;
  });
  const spark = page.createElement('spark-graph');
  spark.addEventListener('bw-error', (event) => void event.detail.message.trim());
}

/** What an element's own code may send: only its contract's events, each with its detail. */
export function send(
  emitGraph: ContractEmit<typeof priceGraphContract>,
  emitPanel: ContractEmit<typeof fundOrderPanelContract>,
): void {
  emitGraph('bw-graph-drawn', { points: 250 });
  // @ts-expect-error: the graph's drawn event counts points, nothing else
  emitGraph('bw-graph-drawn', { point: 250 });
  // @ts-expect-error: the graph has no order events
  emitGraph('bw-order-placed', { kind: 'order', orderId: '1' });
  emitPanel('bw-order-close', { destination: undefined }, { cancelable: true });
  // @ts-expect-error: a failed order says why, with its code
  emitPanel('bw-order-failed', { kind: 'order' });
}
