import type { MessageKey, Translate } from '../../../core/i18n';
import type { OrderStatus } from './order-flow';
import { isKnownFailureCode } from './order-failure';
import type { PanelMode } from './panel-modes';
import { refusalScope } from './standing-refusal';

/** How a sent order ended, as a result view shows it: placed, failed, or not known yet. */
export type OrderOutcome = Exclude<OrderStatus, { status: 'SESSION_EXPIRED' }>;

/**
 * The heading of an outcome's view. A failure is the marketplace's rejection ("Your order was
 * rejected by the marketplace"), or, for a refusal no retry mends (`standing-refusal.ts`), the
 * rule's own title.
 */
export function outcomeTitle(outcome: OrderOutcome, mode: PanelMode): MessageKey {
  const order = mode === 'order';
  if (outcome.status === 'SUCCESS') {
    return order ? 'fundOrder.success.title' : 'fundOrder.success.requestTitle';
  }
  if (outcome.status === 'UNKNOWN') return 'fundOrder.unknown.title';
  if (refusalScope(outcome.errorCode)) {
    return order ? 'fundOrder.failure.ruleTitle' : 'fundOrder.failure.ruleRequestTitle';
  }
  return order ? 'fundOrder.failure.orderTitle' : 'fundOrder.failure.requestTitle';
}

/**
 * What the panel's polite live region says, so a screen reader hears how an order ended
 * wherever the focus is: the outcome's heading, and a failure's reason where its code has a
 * text (an unknown code shows no message). Nothing while the form shows, and nothing for an
 * expired session, whose notice is an alert of its own.
 */
export function outcomeAnnouncement(
  status: OrderStatus | undefined,
  mode: PanelMode,
  t: Translate,
): string {
  if (!status || status.status === 'SESSION_EXPIRED') return '';
  const title = t(outcomeTitle(status, mode));
  // Two sentences: the heading has no full stop of its own in any of the five languages.
  return status.status === 'FAILURE' && isKnownFailureCode(status.errorCode)
    ? `${title}. ${t(`fundOrder.code.${status.errorCode}`)}`
    : title;
}
