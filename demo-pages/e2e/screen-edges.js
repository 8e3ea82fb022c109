// @ts-check

/**
 * What of a page lies past the screen's edges, where a reader on a phone could not see it: the
 * document's scroll width (wider than the screen, the page scrolls sideways), and each box in
 * the element `within` selects, open shadow roots included, that starts left of the screen or
 * ends right of it. It runs in the page, sent as its source, so it is self-contained; the
 * end-to-end specs and the engine smoke (`scripts/engines/`) share it.
 * @param {string} within a selector
 * @returns {{ scrollWidth: number, outside: string[] }}
 */
export function pastScreenEdges(within) {
  const width = document.documentElement.clientWidth;
  /** @type {string[]} */
  const outside = [];
  /** @param {Element | ShadowRoot} root */
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        outside.push(
          `<${element.localName}> "${text}" ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  const scope = document.querySelector(within);
  if (scope) visit(scope);
  return { scrollWidth: document.documentElement.scrollWidth, outside };
}
