import { useState } from 'react';

let issued = 0;

/**
 * An id for linking one element of a widget to another (`htmlFor`, `aria-controls`,
 * `aria-describedby`), unique on the page and kept for the component's life.
 *
 * Not `useId`: the standalone files run the components on Preact's React API, whose `useId`
 * counts from the root of each render call; an element that renders again (an attribute
 * changed) then hands a newly shown component an id already in use, and a label names the
 * wrong field. A page-wide counter is the same under both runtimes.
 */
export function useElementId(): string {
  const [id] = useState(() => `bw-${(++issued).toString(36)}`);
  return id;
}
