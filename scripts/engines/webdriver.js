// @ts-check
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { webkitPaths } from '../browsers.js';

/*
 * A small W3C WebDriver client (plain HTTP) and the WebKit driver it talks to: WebKitGTK's
 * WebDriver server driving MiniBrowser on a virtual display.
 */

/** The key W3C WebDriver names an element reference by. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** @returns {Promise<number>} a port free at the time of asking */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One WebDriver session.
 */
export class WebDriverSession {
  /**
   * @param {string} base the driver's address
   * @param {string} id the session id
   */
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }

  /**
   * Sends a command of this session and returns its value; a WebDriver error throws.
   * @param {'GET' | 'POST' | 'DELETE'} method
   * @param {string} path after /session/{id}
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  async command(method, path, body) {
    return request(method, `${this.base}/session/${this.id}${path}`, body);
  }

  /** @param {string} url */
  navigate(url) {
    return this.command('POST', '/url', { url });
  }

  /** @returns {Promise<string>} */
  url() {
    return this.command('GET', '/url');
  }

  /**
   * Runs a function body in the page; `arguments` are `args`.
   * @param {string} script
   * @param {unknown[]} [args]
   */
  execute(script, args = []) {
    return this.command('POST', '/execute/sync', { script, args });
  }

  /**
   * Runs a function body in the page that calls its last argument with the result.
   * @param {string} script
   * @param {unknown[]} [args]
   */
  executeAsync(script, args = []) {
    return this.command('POST', '/execute/async', { script, args });
  }

  /** @param {Record<string, number>} timeouts */
  setTimeouts(timeouts) {
    return this.command('POST', '/timeouts', timeouts);
  }

  /** @param {{ width: number, height: number }} rect */
  setWindowRect(rect) {
    return this.command('POST', '/window/rect', rect);
  }

  /** @param {unknown} element an element reference from execute */
  click(element) {
    return this.command('POST', `/element/${elementId(element)}/click`, {});
  }

  /**
   * @param {unknown} element an element reference from execute
   * @param {string} text
   */
  type(element, text) {
    return this.command('POST', `/element/${elementId(element)}/value`, { text });
  }

  /** @param {unknown[]} actions input sources as W3C actions */
  perform(actions) {
    return this.command('POST', '/actions', { actions });
  }

  /** @returns {Promise<Buffer>} a PNG of the viewport */
  async screenshot() {
    return Buffer.from(await this.command('GET', '/screenshot'), 'base64');
  }

  async close() {
    await this.command('DELETE', '');
  }
}

/** @param {unknown} element */
function elementId(element) {
  const id = element && typeof element === 'object' ? Reflect.get(element, ELEMENT_KEY) : undefined;
  if (typeof id !== 'string')
    throw new Error(`Not an element reference: ${JSON.stringify(element)}`);
  return id;
}

/**
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body]
 */
async function request(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  /** @type {{ value?: any }} */
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`WebDriver ${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  }
  const value = answer.value;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value)) {
    throw new Error(
      `WebDriver ${method} ${url}: ${value?.error ?? response.status}: ${value?.message ?? text.slice(0, 200)}`,
    );
  }
  return value;
}

/**
 * Starts WebKitGTK's WebDriver server on a virtual display and waits until it takes sessions.
 * The browser gets a real locale, as a reader's has: without one, some WebKitGTK builds report
 * the language `C` (the kit copes with that too: widgets/shared/browser-language.element.test.ts).
 * @returns {Promise<{ url: string, newSession: () => Promise<WebDriverSession>, stop: () => Promise<void> }>}
 */
export async function startWebKitDriver() {
  const paths = webkitPaths();
  const port = await freePort();
  const child = spawn(
    paths.xvfbRun,
    ['-a', '-s', '-screen 0 1280x1024x24', paths.driver, `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        LANG: process.env.WEBKIT_LANG ?? 'en_US.UTF-8',
        // MiniBrowser's GTK settings, so its window can be as narrow as a phone's screen.
        XDG_CONFIG_HOME: fileURLToPath(new URL('./minibrowser-config', import.meta.url)),
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      // xvfb-run, the virtual display and the driver share the process group started here.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, sleep(3000)]);
    }
  };

  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr.trim()}`);
    try {
      const status = await request('GET', `${url}/status`);
      if (status?.ready) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100) {
      await stop();
      throw new Error(`WebKitWebDriver did not start on port ${port}: ${stderr.trim()}`);
    }
    await sleep(100);
  }

  const newSession = async () => {
    const { sessionId } = await request('POST', `${url}/session`, {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
        },
      },
    });
    return new WebDriverSession(url, sessionId);
  };
  return { url, newSession, stop };
}
