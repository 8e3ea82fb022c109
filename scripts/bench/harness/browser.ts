import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../browsers.js';
import type { FirstFrameResult } from '../pages/first-frame';

/** The viewport: the chart and the element's period list fit inside it. */
export const VIEWPORT = { width: 1280, height: 900 } as const;
/** How long one page may take before the run is given up, in milliseconds (lightweight-charts
 * paints 100 000 points in some 25 s here). */
export const PAGE_TIMEOUT_MS = 60_000;

/** Headless Chromium with the project's flags (no network of its own, no sandbox as root). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** A fresh context (nothing kept between runs) at the bench's viewport, one CSS pixel a pixel. */
export const freshContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });

/**
 * Loads `url` in a fresh context and returns what the page reports in `window.__bench` (see
 * `pages/first-frame.ts`); undefined, after a warning with the errors the page logged, when it
 * reports nothing within `PAGE_TIMEOUT_MS`.
 */
export async function firstFrameResult(
  browser: Browser,
  url: string,
): Promise<FirstFrameResult | undefined> {
  const context = await freshContext(browser);
  try {
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.goto(url, { waitUntil: 'commit' });
    const handle = await tab
      .waitForFunction(() => window.__bench, undefined, { timeout: PAGE_TIMEOUT_MS, polling: 50 })
      .catch(() => {
        const logged = errors.length > 0 ? `; the page logged: ${errors.join(' | ')}` : '';
        console.warn(`${url}: no first frame within ${String(PAGE_TIMEOUT_MS)} ms${logged}`);
        return undefined;
      });
    return handle ? ((await handle.jsonValue()) as FirstFrameResult) : undefined;
  } finally {
    await context.close();
  }
}
