import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
 * The machines a bench stands for: this one, and a phone, its CPU some four times slower than
 * this machine's (Chromium's own CPU throttling, through the DevTools protocol, as DevTools'
 * "4× slowdown" does). The network is not throttled: the sandbox answers from memory.
 */
export const CPU_PROFILES = [
  { name: 'desktop', label: 'this machine', slowdown: 1 },
  { name: 'phone', label: 'a phone (CPU 4× slower)', slowdown: 4 },
] as const;
export type CpuProfile = (typeof CPU_PROFILES)[number];

/** The profiles a run asked for with `--cpu=desktop,phone` (every one without it). */
export function askedCpuProfiles(argv: readonly string[]): readonly CpuProfile[] {
  const asked = argv
    .find((arg) => arg.startsWith('--cpu='))
    ?.split('=')[1]
    ?.split(',');
  return CPU_PROFILES.filter((profile) => !asked || asked.includes(profile.name));
}

/** A page in a fresh context, its CPU slowed down as `profile` says. */
export async function freshPage(
  browser: Browser,
  profile: CpuProfile = CPU_PROFILES[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  if (profile.slowdown !== 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: profile.slowdown });
  }
  return { context, page };
}

/**
 * Loads `url` in a fresh context (on `profile`'s CPU) and returns what the page reports in `window.__bench` (see
 * `pages/first-frame.ts`); undefined, after a warning with the errors the page logged, when it
 * reports nothing within `PAGE_TIMEOUT_MS`.
 */
export async function firstFrameResult(
  browser: Browser,
  url: string,
  profile?: CpuProfile,
): Promise<FirstFrameResult | undefined> {
  const { context, page: tab } = await freshPage(browser, profile);
  try {
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
