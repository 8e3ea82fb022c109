import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, measured when it mounts and again once a resize
 * settles (`debounceMs`), so a drag of the window does not re-render on every frame.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, debounceMs: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
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
  }, [ref, debounceMs]);
  return width;
}
