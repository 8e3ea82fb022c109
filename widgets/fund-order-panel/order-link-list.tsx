import { useWidget } from '../shared/widget-context';
import type { OrderLinks } from './model/order-links';
import * as css from './fund-order-panel.css';

/** The panel's links, each only where it applies. */
export function OrderLinkList(props: { links: OrderLinks; historyLabel: string }) {
  const { t } = useWidget();
  const { links } = props;
  const entries: [href: string | undefined, text: string, external: boolean][] = [
    [links.costInfo, t('fundOrder.link.costInfo'), false],
    [links.instrument, t('fundOrder.link.instrument'), false],
    [links.factSheet, t('fundOrder.link.factSheet'), true],
    [links.history, props.historyLabel, false],
    [links.knowledgeTest, t('fundOrder.link.knowledgeTest'), false],
    [links.approvedInstruments, t('fundOrder.link.approvedInstruments'), false],
    [links.faq, t('fundOrder.link.faq'), false],
    [links.danishQualityServices, t('fundOrder.link.danishQualityServices'), false],
  ];
  return (
    <ul className={css.links} part="links">
      {entries.map(([href, text, external]) =>
        href ? (
          <li key={text}>
            <a
              className={css.link}
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {text}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
