import { NEAR_VIEWPORT_MARGIN_PX } from './model/spark-defaults';

/*
 * One IntersectionObserver for every spark on the page: a page of 200 sparks asks the browser
 * for one set of intersection checks, not 200 observers.
 */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        stopWatching(entry.target);
        onNear?.();
      }
    },
    { rootMargin: `${String(NEAR_VIEWPORT_MARGIN_PX)}px` },
  );
  return observer;
}

/**
 * Calls `onNear` once, when `element` comes within `NEAR_VIEWPORT_MARGIN_PX` of the viewport
 * (at once where the browser has no IntersectionObserver). Returns a function that stops
 * watching.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  waiting.set(element, onNear);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}
