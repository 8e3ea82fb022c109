/**
 * The reader coming back to the page: the window regains focus, or the tab becomes visible
 * again. Resources that revalidate then hear
 * it from this one pair of listeners, installed while anyone listens.
 */

/** Two comebacks closer than this, in milliseconds, count once: a return to a tab fires both events. */
export const COMEBACK_GAP_MS = 1000;

const listeners = new Set<() => void>();
let lastComeback = Number.NEGATIVE_INFINITY;

function cameBack(): void {
  const now = Date.now();
  if (document.visibilityState !== 'visible' || now - lastComeback < COMEBACK_GAP_MS) return;
  lastComeback = now;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` each time the reader comes back to the page; returns the way to stop. */
export function onComeback(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('focus', cameBack);
    document.addEventListener('visibilitychange', cameBack);
  }
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    window.removeEventListener('focus', cameBack);
    document.removeEventListener('visibilitychange', cameBack);
  };
}
