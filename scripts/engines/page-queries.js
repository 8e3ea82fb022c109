// @ts-check

/*
 * What runs in the page, sent as its source, so it is self-contained: it finds what a reader
 * sees inside the kit's open shadow roots, by a selector and a name.
 */

/**
 * @typedef {object} DeepQuery
 * @property {string} [host] a selector of elements in the document to search in, the first
 *   match wins (default: the whole document)
 * @property {string} selector
 * @property {string} [name] a regular expression the element's name must match: its
 *   aria-label, aria-labelledby text, label text, else its own text
 * @property {'element' | 'exists' | 'text' | 'focused' | `attr:${string}`} [read] what to
 *   return: the element (default), whether there is one, its text, whether it has the focus
 *   (through shadow roots), or an attribute
 */

/**
 * The first visible element matching a query, in the light DOM or any open shadow root, or
 * what the query reads of it (null when there is none).
 * @param {DeepQuery} query
 * @returns {Element | string | boolean | null}
 */
export function queryDeep(query) {
  const pattern = query.name === undefined ? undefined : new RegExp(query.name);
  /** Text as a screen reader reads it: without what is aria-hidden. @param {Node} node @returns {string} */
  const textOf = (node) => {
    const parts = [];
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
      else if (child instanceof Element && child.getAttribute('aria-hidden') !== 'true') {
        parts.push(textOf(child));
      }
    }
    return parts.join('').replace(/\s+/g, ' ').trim();
  };
  /** @param {Element} element */
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = element.getAttribute('aria-labelledby');
    const root = /** @type {Document | ShadowRoot} */ (element.getRootNode());
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => root.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    const labels = /** @type {HTMLInputElement} */ (element).labels;
    if (labels && labels.length > 0) return textOf(labels[0] ?? element);
    return textOf(element);
  };
  /** @param {Document | Element | ShadowRoot} root @returns {Element | null} */
  const search = (root) => {
    for (const element of root.querySelectorAll(query.selector)) {
      const visible = element.getClientRects().length > 0;
      if (visible && (!pattern || pattern.test(nameOf(element)))) return element;
    }
    for (const element of root.querySelectorAll('*')) {
      const found = element.shadowRoot ? search(element.shadowRoot) : null;
      if (found) return found;
    }
    return null;
  };
  /** @type {(Document | Element | ShadowRoot)[]} */
  const roots = query.host
    ? Array.from(document.querySelectorAll(query.host), (host) => host.shadowRoot ?? host)
    : [document];
  let found = null;
  for (const root of roots) {
    found = search(root);
    if (found) break;
  }
  const read = query.read ?? 'element';
  if (read === 'exists') return found !== null;
  if (!found) return null;
  if (read === 'element') return found;
  if (read === 'text') return textOf(found);
  if (read === 'focused') {
    /** @type {Element | null} */
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === found;
  }
  return found.getAttribute(read.slice('attr:'.length));
}
