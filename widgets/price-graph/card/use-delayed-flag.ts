import { useEffect, useState } from 'react';

/**
 * `flag`, but turning true only after it has stayed true for `delayMs`, so a quick reload never
 * flashes a spinner. It turns false at once.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
