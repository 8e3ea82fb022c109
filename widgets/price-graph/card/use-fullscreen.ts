import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { fullscreenAfterEscape } from '../model/graph-header';
import { trappedFocusTarget } from '../model/focus-trap';
import { focusedIn, tabbableIn } from '../ui/tabbable';
import type { GraphDrawerState } from './use-graph-drawer';

/**
 * Whether the card fills the window, and how to turn it on or off (fullscreen is a flag that is not
 * stored; Maximize turns it on, Escape off). While fullscreen, the card holds the focus: Maximize,
 * which hides itself, gives it to the card, and takes it back on the way out; Tab and Shift+Tab go
 * round the card's own controls.
 */
export function useFullscreen(
  card: RefObject<HTMLElement | null>,
  drawer: Pick<GraphDrawerState, 'open' | 'close' | 'focus'>,
): [fullscreen: boolean, setFullscreen: (on: boolean) => void] {
  const [fullscreen, setFullscreen] = useState(false);

  // Escape leaves fullscreen when no drawer tab is open; with one open, it closes the tab, so a
  // second Escape leaves. Listened to on the document, as the focus may be anywhere. The key reads
  // the tab as it is now: a listener renewed by an effect could still hold the open tab when a
  // second Escape comes before the effect has run (Preact runs effects after the next frame). For
  // the same reason the listener is added in the commit that maximizes: an Escape pressed in the
  // first frame of the maximized graph must not go unheard.
  const onEscape = useEffectEvent(() => {
    setFullscreen(fullscreenAfterEscape(true, drawer.open));
    drawer.close();
  });
  useLayoutEffect(() => {
    if (!fullscreen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  // Maximize hides itself: the focus goes to the card, so the keyboard stays in the graph; on
  // the way back, Maximize shows again and takes it.
  const wasFullscreen = useRef(false);
  const { focus } = drawer;
  useEffect(() => {
    if (fullscreen) card.current?.focus();
    else if (wasFullscreen.current) focus('maximize');
    wasFullscreen.current = fullscreen;
  }, [card, focus, fullscreen]);

  // The maximized graph covers the page: Tab and Shift+Tab go round its own controls.
  useEffect(() => {
    const element = card.current;
    if (!fullscreen || !element) return undefined;
    const trapFocus = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(element);
      const focused = focusedIn(element);
      const index = tabbable.findIndex((candidate) => candidate === focused);
      const target = trappedFocusTarget(index, tabbable.length, event.shiftKey);
      if (target === undefined) return;
      event.preventDefault();
      tabbable[target]?.focus();
    };
    element.addEventListener('keydown', trapFocus);
    return () => element.removeEventListener('keydown', trapFocus);
  }, [card, fullscreen]);

  return [fullscreen, setFullscreen];
}
