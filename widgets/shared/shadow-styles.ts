/*
 * vanilla-extract writes CSS for the document head, which never reaches a shadow root. The
 * build rewrites each style module's CSS import into a call to `registerKitCss` (see
 * scripts/shadow-css-plugin.ts), and every element adopts the kit's one shared sheet. Class
 * names are hashed, so the widgets' rules cannot collide inside one sheet.
 */
const registered: string[] = [];
let sheet: CSSStyleSheet | undefined;
// Weak, so elements removed from the page can be collected.
const fallbackRoots = new Set<WeakRef<ShadowRoot>>();

function supportsAdoptedSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype
  );
}

/** Adds CSS text to the kit's sheet; registering the same text twice is a no-op. */
export function registerKitCss(css: string): void {
  if (!css || registered.includes(css)) return;
  registered.push(css);
  const text = registered.join('\n');
  sheet?.replaceSync(text);
  for (const ref of fallbackRoots) {
    const root = ref.deref();
    if (root) fallbackStyle(root).textContent = text;
    else fallbackRoots.delete(ref);
  }
}

function fallbackStyle(root: ShadowRoot): HTMLStyleElement {
  let style = root.querySelector<HTMLStyleElement>('style[data-kit-styles]');
  if (!style) {
    style = document.createElement('style');
    style.dataset.kitStyles = '';
    root.prepend(style);
  }
  return style;
}

/**
 * Gives a shadow root the kit's styles: the shared constructable sheet where the browser has
 * one, else a `<style>` element (older engines and jsdom).
 */
export function adoptKitStyles(root: ShadowRoot, extra: readonly CSSStyleSheet[] = []): void {
  const text = registered.join('\n');
  if (supportsAdoptedSheets()) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    root.adoptedStyleSheets = [sheet, ...extra];
    return;
  }
  fallbackRoots.add(new WeakRef(root));
  fallbackStyle(root).textContent = text;
}
