// @ts-check

/**
 * Sets the page's viewport. Puppeteer sends a screen orientation with every viewport, a WebDriver
 * BiDi command Firefox ESR 140 (Debian's) does not know; the viewport itself is set all the
 * same. That one refusal is let pass, and the viewport checked, so any other failure still fails.
 * @param {Pick<import('puppeteer-core').Page, 'setViewport' | 'evaluate'>} page
 * @param {{ width: number, height: number }} viewport
 */
export async function setViewport(page, viewport) {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) {
      throw error;
    }
    // The viewport's own command may still be on its way: it is given a moment to land.
    let size = await page.evaluate(() => [innerWidth, innerHeight]);
    for (
      let tries = 0;
      tries < 30 && (size[0] !== viewport.width || size[1] !== viewport.height);
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      size = await page.evaluate(() => [innerWidth, innerHeight]);
    }
    if (size[0] !== viewport.width || size[1] !== viewport.height) {
      throw new Error(
        `The viewport is ${size.join('×')}, not ${viewport.width}×${viewport.height}`,
      );
    }
  }
}

/**
 * A page whose `setViewport` lets that one refusal pass, for test runners that set the viewport
 * themselves (web-test-runner's launcher does, before each test file).
 * @param {import('puppeteer-core').Page} page
 * @returns {import('puppeteer-core').Page}
 */
export function withFirefoxViewports(page) {
  const set = page.setViewport.bind(page);
  const tolerant = /** @type {typeof page.setViewport} */ (
    async (viewport) => {
      if (!viewport) return set(viewport);
      await setViewport({ setViewport: set, evaluate: page.evaluate.bind(page) }, viewport);
    }
  );
  return Object.assign(page, { setViewport: tolerant });
}
