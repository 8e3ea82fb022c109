import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, measured once `wanted` (before then: 0), and again
 * once a resize settles (`debounceMs`), so a drag of the window does not re-render on every
 * frame. The first measure re-renders before the frame it is taken in: a card that needs no
 * width yet (its chart's first frame, before the controls) does not pay for it there.
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  debounceMs: number,
  wanted: boolean,
): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !wanted) return undefined;
    setWidth(element.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), debounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs, wanted]);
  return width;
}
