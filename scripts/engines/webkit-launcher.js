// @ts-check
import { startWebKitDriver } from './webdriver.js';

/**
 * @typedef {import('@web/test-runner-core').BrowserLauncher} BrowserLauncher
 * @typedef {import('./webdriver.js').WebDriverSession} WebDriverSession
 */

/**
 * Runs @web/test-runner's test files in WebKit: one WebKitGTK MiniBrowser, driven over W3C
 * WebDriver, opens one test page after the other.
 * @implements {BrowserLauncher}
 */
class WebKitLauncher {
  name = 'WebKit';
  type = 'webdriver';
  concurrency = 1;

  /** @type {Awaited<ReturnType<typeof startWebKitDriver>> | undefined} */
  driver;
  /** @type {Promise<WebDriverSession> | undefined} */
  session;
  /** @type {Map<string, string>} */
  urls = new Map();

  /** @returns {Promise<WebDriverSession>} */
  browser() {
    this.session ??= (async () => {
      this.driver = await startWebKitDriver();
      const session = await this.driver.newSession();
      await session.setWindowRect({ width: 1024, height: 800 });
      return session;
    })();
    return this.session;
  }

  /**
   * @param {string} sessionId
   * @param {string} url
   */
  async startSession(sessionId, url) {
    const browser = await this.browser();
    this.urls.set(sessionId, url);
    // Not awaited: the page reports to the test runner itself, and a page load that never ends
    // is the runner's timeout to report.
    browser.navigate(url).catch((error) => console.error(`WebKit could not open ${url}:`, error));
  }

  /** @param {string} sessionId */
  isActive(sessionId) {
    return this.urls.has(sessionId);
  }

  /** @param {string} sessionId */
  getBrowserUrl(sessionId) {
    return this.urls.get(sessionId);
  }

  /** @param {string} sessionId */
  async stopSession(sessionId) {
    const browser = await this.browser();
    // An empty page stops whatever the test page still runs.
    await browser.navigate('about:blank');
    this.urls.delete(sessionId);
    return {};
  }

  async startDebugSession() {
    throw new Error(
      'WebKit runs without a debug session here; run the tests in Chromium to debug.',
    );
  }

  async stop() {
    const session = this.session;
    this.session = undefined;
    try {
      await (await session)?.close();
    } catch {
      // the browser is gone already
    }
    await this.driver?.stop();
  }
}

/** @returns {BrowserLauncher} */
export function webkitLauncher() {
  return new WebKitLauncher();
}
