import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

let language: Signal<string> | undefined;

/**
 * `<html lang>` as a signal, so a page that switches language re-renders every element that
 * has no `locale` of its own. One observer serves the whole page.
 */
export function pageLanguage(): ReadonlySignal<string> {
  if (!language) {
    const root = document.documentElement;
    const current = signal<string>(root.lang);
    new MutationObserver(() => {
      current.value = root.lang;
    }).observe(root, { attributes: true, attributeFilter: ['lang'] });
    language = current;
  }
  return language;
}
