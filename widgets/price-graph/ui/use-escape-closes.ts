import { useLayoutEffect, type RefObject } from 'react';

/**
 * Escape anywhere inside `element` calls `onClose`, and goes no further: a panel of the graph (a
 * drawer tab, the historical table) closes on its own Escape without also taking a maximized graph
 * out of fullscreen. The listener is added in the commit that shows the panel, not after its first
 * frame as an effect would be (Preact runs effects after the next frame): an Escape pressed as soon
 * as the panel opens must not go unheard.
 */
export function useEscapeCloses(element: RefObject<HTMLElement | null>, onClose: () => void): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [element, onClose]);
}
