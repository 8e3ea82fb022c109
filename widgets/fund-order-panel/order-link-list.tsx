import type { MessageKey } from '../../core/i18n';
import { useWidget } from '../shared/widget-context';
import type { OrderLinks } from './model/order-links';
import * as css from './fund-order-panel.css';

/** The panel's links (SPEC §2), each only where it applies. */
export function OrderLinkList(props: { links: OrderLinks; variant: 'card' | 'panel' }) {
  const { t } = useWidget();
  const { links } = props;
  const entries: [string | undefined, MessageKey, boolean][] = [
    [links.costInfo, 'fundOrder.link.costInfo', false],
    [links.instrument, 'fundOrder.link.instrument', false],
    [links.factSheet, 'fundOrder.link.factSheet', true],
    [
      links.history,
      props.variant === 'panel' ? 'fundOrder.link.requestHistory' : 'fundOrder.link.orderHistory',
      false,
    ],
    [links.knowledgeTest, 'fundOrder.link.knowledgeTest', false],
    [links.approvedInstruments, 'fundOrder.link.approvedInstruments', false],
    [links.faq, 'fundOrder.link.faq', false],
    [links.danishQualityServices, 'fundOrder.link.danishQualityServices', false],
  ];
  return (
    <ul className={css.links}>
      {entries.map(([href, key, external]) =>
        href ? (
          <li key={key}>
            <a
              className={css.link}
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t(key)}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
