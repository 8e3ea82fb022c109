import { hasCustomElements } from './element-base';

/**
 * Registers an element unless the name is taken. Pages we do not control may load the kit
 * twice (two partners' snippets, a CMS block and the site shell); the first definition wins and
 * the second copy is a quiet no-op instead of a `NotSupportedError`.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!hasCustomElements() || customElements.get(tag)) return;
  customElements.define(tag, element);
}
