import { formatDate } from '../../core/i18n/format';
import { useWidget } from '../shared/widget-context';
import { DangerBanner } from './danger-banner';
import type { SuitabilityNotice } from './model/suitability-notice';
import type { OrderLinks } from './model/order-links';
import * as css from './fund-order-panel.css';
import { useElementId } from '../shared/use-element-id';

/** The knowledge-test banners: not qualified, renew the test, or contact support. */
export function SuitabilityBanner(props: {
  notice: SuitabilityNotice;
  links: OrderLinks;
  /** When the test covering the fund expires (for `renew`). */
  expiresAt: number | undefined;
}) {
  const { t, locale } = useWidget();
  const titleId = useElementId();
  const { notice, links } = props;
  if (notice === 'none') return null;
  if (notice === 'contact-support') {
    return <DangerBanner text={t('fundOrder.suitability.contactSupport')} />;
  }
  if (notice === 'not-qualified') {
    return (
      <div
        role="group"
        aria-labelledby={titleId}
        className={`${css.bannerBox} ${css.banner.warning}`}
        part="banner"
      >
        <h3 id={titleId} className={css.bannerTitle}>
          {t('fundOrder.suitability.notQualified')}
        </h3>
        <p className={css.bannerText}>{t('fundOrder.suitability.notQualifiedText')}</p>
        <div className={css.row}>
          <a className={css.primaryButton} href={links.knowledgeTest}>
            {t('fundOrder.suitability.getQualified')}
          </a>
          <a className={css.link} href={links.approvedInstruments}>
            {t('fundOrder.suitability.readMore')}
          </a>
        </div>
      </div>
    );
  }
  // Named groups, not landmark regions: a page may hold several panels with the same banner.
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={`${css.bannerBox} ${css.banner.info}`}
      part="banner"
    >
      <h3 id={titleId} className={css.bannerTitle}>
        {t('fundOrder.suitability.renew')}
      </h3>
      {props.expiresAt !== undefined ? (
        <p className={css.bannerText}>
          {t('fundOrder.suitability.renewText', { date: formatDate(props.expiresAt, locale) })}
        </p>
      ) : null}
      <div className={css.row}>
        <a className={css.secondaryButton} href={links.knowledgeTest}>
          {t('fundOrder.suitability.takeTest')}
        </a>
      </div>
    </div>
  );
}
