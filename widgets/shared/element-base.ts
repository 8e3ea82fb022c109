/**
 * The page's `HTMLElement`, or a plain class where there is none: in Node, while a server
 * renders a page that imports the kit (Next.js and every server-rendering framework import
 * client modules there), element classes can still be declared, and `defineElement` defines
 * nothing since there is no `customElements`. A browser that runs the same module later gets
 * the real elements, which upgrade the tags the server wrote. (`Object` is the stand-in: a
 * class that extends it is a plain class.)
 */
export const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (Object as unknown as typeof HTMLElement) : HTMLElement;

/** Whether this runs where custom elements exist (a browser, not a server rendering a page). */
export const hasCustomElements = (): boolean =>
  typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined';
