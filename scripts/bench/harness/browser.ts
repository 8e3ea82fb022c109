import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../browsers.js';

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
