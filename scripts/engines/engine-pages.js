// @ts-check
import { launch } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath, firefoxPath } from '../browsers.js';
import { startWebKitDriver } from './webdriver.js';

/*
 * One page in one engine, behind the same few calls whatever drives it: puppeteer-core for
 * Chromium (CDP) and Firefox (WebDriver BiDi), the W3C WebDriver client for WebKit. Page-side
 * code is a plain function, sent as its source (the same text reaches every engine).
 */

/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */
/** @typedef {unknown} ElementRef an element in the page, as the engine's driver refers to it */
/** @typedef {keyof typeof WEBDRIVER_KEYS} Key */

/** The keys the checks press, as W3C WebDriver codes them. */
const WEBDRIVER_KEYS = { Enter: '\uE007', End: '\uE010', Escape: '\uE00C' };

/**
 * @typedef {object} EnginePage
 * @property {Engine} engine
 * @property {(url: string) => Promise<void>} goto opens a page and waits for its load event
 * @property {<T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>} evaluate
 *   runs a self-contained function in the page; its result comes back as JSON
 * @property {(fn: (...args: any[]) => unknown, ...args: unknown[]) => Promise<ElementRef | null>} element
 *   the element a self-contained function in the page returns, for click and type
 * @property {(element: ElementRef) => Promise<void>} click a click as the reader's pointer makes it
 * @property {(element: ElementRef, text: string) => Promise<void>} type keys typed into a field
 * @property {(element: ElementRef, key: Key) => Promise<void>} press a key pressed with the focus on
 *   an element
 * @property {(element: ElementRef, x: number, y: number) => Promise<void>} hover the mouse moved
 *   onto an element, `x` and `y` CSS pixels from its centre
 * @property {(element: ElementRef, x: number, y: number, deltaY: number) => Promise<void>} wheel
 *   the mouse wheel turned over an element (negative `deltaY` scrolls up), from its centre
 * @property {() => Promise<Buffer>} screenshot a PNG of the viewport
 * @property {() => Promise<void>} close
 */

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/**
 * @param {Engine} engine
 * @param {{ width: number, height: number }} viewport
 * @returns {Promise<EnginePage>}
 */
export async function openEnginePage(engine, viewport) {
  return engine === 'webkit' ? openWebKitPage(viewport) : openPuppeteerPage(engine, viewport);
}

/**
 * The centre of an element's box in the viewport, as WebDriver measures pointer offsets from.
 * @param {import('puppeteer-core').ElementHandle} element
 */
async function centreOf(element) {
  await element.scrollIntoView();
  const box = await element.boundingBox();
  if (!box) throw new Error('The element has no box to point at');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * @param {'chromium' | 'firefox'} engine
 * @param {{ width: number, height: number }} viewport
 * @returns {Promise<EnginePage>}
 */
async function openPuppeteerPage(engine, viewport) {
  const browser =
    engine === 'firefox'
      ? await launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true })
      : await launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const page = await browser.newPage();
  await page.setViewport(viewport).catch((error) => {
    // Puppeteer sends a screen orientation with every viewport, which Firefox ESR 140's
    // WebDriver BiDi does not know; the viewport itself is set all the same.
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  });
  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async evaluate(fn, ...args) {
      return /** @type {any} */ (await page.evaluate(fn, ...args));
    },
    async element(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args);
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element;
    },
    async click(element) {
      await /** @type {import('puppeteer-core').ElementHandle} */ (element).click();
    },
    async type(element, text) {
      await /** @type {import('puppeteer-core').ElementHandle} */ (element).type(text);
    },
    async press(element, key) {
      await /** @type {import('puppeteer-core').ElementHandle} */ (element).press(key);
    },
    async hover(element, x, y) {
      const centre = await centreOf(
        /** @type {import('puppeteer-core').ElementHandle} */ (element),
      );
      await page.mouse.move(centre.x + x, centre.y + y);
    },
    async wheel(element, x, y, deltaY) {
      const centre = await centreOf(
        /** @type {import('puppeteer-core').ElementHandle} */ (element),
      );
      await page.mouse.move(centre.x + x, centre.y + y);
      await page.mouse.wheel({ deltaY });
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * @param {{ width: number, height: number }} viewport
 * @returns {Promise<EnginePage>}
 */
async function openWebKitPage(viewport) {
  const driver = await startWebKitDriver();
  try {
    const session = await driver.newSession();
    await session.setTimeouts({ script: 30_000, pageLoad: 30_000 });
    // The window's outer size: the viewport is the window less MiniBrowser's toolbar.
    const inner = await session.execute(
      'return [outerWidth - innerWidth, outerHeight - innerHeight];',
    );
    const [chromeWidth, chromeHeight] = /** @type {[number, number]} */ (inner);
    await session.setWindowRect({
      width: viewport.width + chromeWidth,
      height: viewport.height + chromeHeight,
    });
    /** @param {Function} fn @param {unknown[]} args */
    const call = (fn, args) => session.execute(`return (${fn.toString()})(...arguments);`, args);
    return {
      engine: 'webkit',
      async goto(url) {
        await session.navigate(url);
      },
      async evaluate(fn, ...args) {
        return call(fn, args);
      },
      async element(fn, ...args) {
        return (await call(fn, args)) ?? null;
      },
      async click(element) {
        await session.click(element);
      },
      async type(element, text) {
        await session.type(element, text);
      },
      async press(element, key) {
        await session.type(element, WEBDRIVER_KEYS[key]);
      },
      async hover(element, x, y) {
        await session.perform([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [{ type: 'pointerMove', duration: 0, origin: element, x, y }],
          },
        ]);
      },
      async wheel(element, x, y, deltaY) {
        await session.perform([
          {
            type: 'wheel',
            id: 'wheel',
            actions: [{ type: 'scroll', duration: 0, origin: element, x, y, deltaX: 0, deltaY }],
          },
        ]);
      },
      screenshot: () => session.screenshot(),
      async close() {
        try {
          await session.close();
        } finally {
          await driver.stop();
        }
      },
    };
  } catch (error) {
    await driver.stop();
    throw error;
  }
}
