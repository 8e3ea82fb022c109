import { useEffect, useRef, type ReactNode } from 'react';
import type { Translate } from '../../../core/i18n';
import type { DrawerTab } from '../model/graph-header';
import { CloseIcon } from './header-icons';
import * as css from './graph-chrome.css';

/**
 * The chart drawer (SPEC §2 "Settings drawer tabs"): the open tab's title, its content and a
 * close button. It is part of the graph, not a route; Escape inside it closes it (and leaves a
 * fullscreen graph fullscreen, SPEC §4).
 */
export function GraphDrawer(props: {
  id: string;
  tab: DrawerTab;
  onClose: () => void;
  t: Translate;
  children: ReactNode;
}) {
  const { t, tab } = props;
  const title = t(`priceGraph.drawer.${tab}`);
  const headingId = `${props.id}-title`;
  const section = useRef<HTMLElement>(null);
  const { onClose } = props;
  // Escape anywhere in the drawer closes it, and goes no further (a fullscreen graph stays so).
  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section ref={section} id={props.id} className={css.drawer} aria-labelledby={headingId}>
      <div className={css.drawerHeading}>
        <h2 id={headingId} className={css.drawerTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={css.iconButton}
          aria-label={t('priceGraph.drawer.close', { title })}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {props.children}
    </section>
  );
}
