/*
 * Type-checked with the project (`npm run typecheck`), never run: what a TypeScript page that
 * listens to the kit's events gets. Each `@ts-expect-error` fails the check if the mistake
 * under it ever type-checks, so the event map cannot quietly lose its types.
 */
import type {} from '../widgets/index';

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
