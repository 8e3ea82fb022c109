import { useWidget } from '../shared/widget-context';
import { DangerBanner } from './danger-banner';
import { isKnownFailureCode } from './model/order-failure';
import type { OrderLinks } from './model/order-links';
import type { OrderStatus } from './model/order-flow';
import type { OrderSheet } from './model/order-sheet';
import { SuitabilityBanner } from './suitability-banner';

/**
 * What the form says above its action: an expired session, a refusal no retry mends
 * (`model/standing-refusal.ts`), a side the account may not take, and the knowledge test.
 */
export function OrderNotices(props: {
  status: OrderStatus | undefined;
  sheet: Pick<OrderSheet, 'permission' | 'suitability'>;
  links: OrderLinks;
}) {
  const { t } = useWidget();
  const { status, links } = props;
  const { permission, suitability } = props.sheet;
  const { reason } = permission;
  // The failure's own view says it while it shows.
  const refusal = status?.status === 'FAILURE' ? undefined : permission.refusal;
  return (
    <>
      {status?.status === 'SESSION_EXPIRED' ? (
        <DangerBanner text={t('fundOrder.sessionExpired')} />
      ) : null}
      {refusal ? (
        <DangerBanner
          text={
            isKnownFailureCode(refusal.code)
              ? t(`fundOrder.code.${refusal.code}`)
              : t('fundOrder.failure.code', { code: refusal.code })
          }
        />
      ) : null}
      {reason ? <DangerBanner text={t(`fundOrder.allocation.reason.${reason}`)} /> : null}
      <SuitabilityBanner
        notice={suitability.notice}
        links={links}
        expiresAt={suitability.expiresAt}
      />
    </>
  );
}
