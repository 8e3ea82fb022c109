// @ts-check
import { existsSync, readdirSync } from 'node:fs';

/*
 * The browsers every browser test uses, found in one place: an environment variable, else the
 * path Debian installs to. No test tool may download its own browser on our machines.
 */

/**
 * The first candidate that exists, else an error saying how to install the browser.
 * @param {string} what
 * @param {ReadonlyArray<string | undefined>} candidates
 * @param {string} install
 * @returns {string}
 */
function find(what, candidates, install) {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error(`${what} not found. ${install}`);
  return found;
}

/**
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * @returns {string}
 */
export function chromiumPath() {
  return find(
    'Chromium',
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for headless Chromium on a closed network, possibly as root (docs/testing.md#driving-them). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi: $FIREFOX_PATH, else Debian's ESR.
 * @returns {string}
 */
export function firefoxPath() {
  return find(
    'Firefox',
    [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
    'Install it (Debian: apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary.',
  );
}

const WEBKIT_INSTALL =
  'Install it (Debian: apt-get install -y webkit2gtk-driver xvfb) or set WEBKIT_WEBDRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_RUN_PATH.';

/**
 * WebKit (Safari's engine) as WebKitGTK ships it: its WebDriver server, the MiniBrowser it
 * drives, and xvfb-run for the display MiniBrowser needs (it has no headless mode).
 * $WEBKIT_WEBDRIVER_PATH, $WEBKIT_BROWSER_PATH and $XVFB_RUN_PATH override each.
 * @returns {{ driver: string, browser: string, xvfbRun: string }}
 */
export function webkitPaths() {
  const libDirs = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    : [];
  return {
    driver: find(
      'WebKitWebDriver',
      [process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver'],
      WEBKIT_INSTALL,
    ),
    browser: find(
      'WebKitGTK MiniBrowser',
      [
        process.env.WEBKIT_BROWSER_PATH,
        '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        ...libDirs,
      ],
      WEBKIT_INSTALL,
    ),
    xvfbRun: find('xvfb-run', [process.env.XVFB_RUN_PATH, '/usr/bin/xvfb-run'], WEBKIT_INSTALL),
  };
}
