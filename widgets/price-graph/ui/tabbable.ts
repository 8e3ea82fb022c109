/**
 * The elements of `root` that Tab stops on, in document order: enabled controls, links and
 * elements with a tab index of 0 or more, that are laid out (not hidden). Positive tab indices
 * are not used in this kit, so document order is Tab order.
 */
export function tabbableIn(root: ParentNode): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'button, input, select, textarea, a[href], [tabindex], summary',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      // jsdom lays nothing out: there, every element counts as shown.
      (element.getClientRects().length > 0 || isUnlaidOut(element)),
  );
}

/** jsdom gives no element a box; a browser gives every shown one at least one. */
function isUnlaidOut(element: HTMLElement): boolean {
  return element.ownerDocument.documentElement.getClientRects().length === 0;
}

/** The element that has focus in the tree `node` belongs to (its shadow root or document). */
export function focusedIn(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
}
