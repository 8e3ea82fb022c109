import type { ElementSpec } from './element-attributes';
import { hasCustomElements } from './element-base';
import { KIT_VERSION } from '../../core/page/page-registry';

/**
 * Registers a kit element under its spec's tag unless the tag is taken. Pages we do not control
 * may load the kit twice (two partners' snippets, a CMS block and the site shell); the first
 * definition wins and the second copy is a no-op instead of a `NotSupportedError`. Quietly when
 * the element there is the same version's; otherwise the console says whose element the page
 * keeps, since its attributes and events may not be the ones this copy documents.
 */
export function defineKitElement(element: CustomElementConstructor & { spec: ElementSpec }): void {
  if (!hasCustomElements()) return;
  const { tag } = element.spec;
  const owner = customElements.get(tag) as { kitVersion?: string } | undefined;
  if (!owner) customElements.define(tag, element);
  else if (owner.kitVersion !== KIT_VERSION) {
    const by = owner.kitVersion ? `broker-widgets ${owner.kitVersion}` : 'another script';
    console.warn(`<${tag}> is defined by ${by}; broker-widgets ${KIT_VERSION} leaves it`);
  }
}
