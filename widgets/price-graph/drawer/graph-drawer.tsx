import { useEffect, useRef, type ReactNode } from 'react';
import type { Translate } from '../../../core/i18n';
import type { DrawerTab } from '../model/graph-header';
import { tabbableIn } from '../ui/tabbable';
import { CloseIcon } from '../header/header-icons';
import * as css from '../header/graph-chrome.css';
import { useEscapeCloses } from '../ui/use-escape-closes';

/**
 * The chart drawer: the open tab's title, its content and a close button. It is part of the graph,
 * not a route. Opening a tab moves focus to its first control (the search box, the first setting),
 * as a drawer does; Escape inside it closes it (and leaves a fullscreen graph fullscreen). The
 * graph gives focus back to the chip.
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
  const content = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { onClose } = props;
  // Escape anywhere in the drawer closes it, and goes no further (a fullscreen graph stays so).
  useEscapeCloses(section, onClose);
  // Each tab opened takes the focus to its first control, or to the close button without one.
  useEffect(() => {
    const first = content.current ? tabbableIn(content.current)[0] : undefined;
    (first ?? closeButton.current)?.focus();
  }, [tab]);
  return (
    <section
      ref={section}
      id={props.id}
      className={css.drawer}
      part="drawer"
      aria-labelledby={headingId}
    >
      <div className={css.drawerHeading}>
        <h2 id={headingId} className={css.drawerTitle}>
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={css.iconButton}
          aria-label={t('priceGraph.drawer.close', { title })}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div ref={content}>{props.children}</div>
    </section>
  );
}
