import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../demo-pages/sandbox/server';
import { CHROMIUM_ARGS, chromiumPath } from './browsers.js';
import { release, snippets, type IntegrityManifest } from './release';

/*
 * A page that pastes a snippet `npm run release` prints, in Chromium, with the release folder
 * served from another origin as a CDN serves it (the sandbox serves it at /dist/ with
 * Access-Control-Allow-Origin, and the page and the API beside it): the element loads, and a
 * chunk whose bytes were changed after the release is refused. Run `npm run build` first.
 */

let work: string;
let pristine: string;
let served: string;
let sandbox: Sandbox;
let browser: Browser;
let pageOrigin: string;
let cdnBase: string;
let manifest: IntegrityManifest;

const ELEMENT = 'elements/price-graph.js';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'release-browser-'));
  served = join(work, 'served');
  const pages = join(work, 'pages');
  mkdirSync(pages);
  sandbox = createSandbox({ seed: 1, distDir: served, pagesDir: pages });
  // The page and the API on `localhost`, the release on `127.0.0.1`: two origins.
  pageOrigin = await sandbox.listen(0);
  cdnBase = `${pageOrigin.replace('localhost', '127.0.0.1')}/dist/`;
  const written = release({ distDir: 'dist', outDir: join(work, 'release'), base: cdnBase });
  pristine = written.dir;
  manifest = written.manifest;
  const all = snippets(manifest, cdnBase);
  const element = all.find((snippet) => snippet.html.includes(`src="${cdnBase}${ELEMENT}"`));
  if (!element) throw new Error(`no snippet loads ${ELEMENT}`);
  const body =
    '<price-graph instrument-id="16099872" instrument-type="stock" instrument-name="Volvo B" locale="sv-SE"></price-graph>';
  const page = (head: string) =>
    `<!doctype html>\n<html lang="sv">\n<head>\n<meta charset="utf-8">\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
  writeFileSync(join(pages, 'with-import-map.html'), page(element.html));
  // The entry's script tag alone: its chunks unchecked, to show what the import map adds.
  const scriptOnly = element.html
    .split('\n')
    .filter((line) => line.startsWith('<script type="module"'));
  writeFileSync(join(pages, 'script-only.html'), page(scriptOnly.join('\n')));
  browser = await launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The release as published, then `change` applied to what the server sends from now on. */
function serve(change?: (folder: string) => void): void {
  rmSync(served, { recursive: true, force: true });
  cpSync(pristine, served, { recursive: true });
  change?.(served);
}

/** One chunk of the element's, by a part of its name. */
function chunk(part: string): string {
  const path = manifest.entries
    .find((load) => load.entry === ELEMENT)
    ?.modules.find((module) => module.includes(part));
  if (!path) throw new Error(`${ELEMENT} imports no chunk named like ${part}`);
  return path;
}

/** A chunk the element file imports statically, so it runs before the element is defined. */
function staticChunk(): string {
  const source = readFileSync(join(pristine, ELEMENT), 'utf8');
  const imported = /from\s*["']\.\/chunks\/([^"']+\.js)["']/.exec(source)?.[1];
  if (!imported) throw new Error(`${ELEMENT} imports no chunk statically`);
  return chunk(imported);
}

/** What a fresh browser profile shows for a page: console errors, and the element's state. */
async function visit(path: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const loaded: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.response()?.ok()) loaded.push(request.url());
    });
    await page.goto(`${pageOrigin}/${path}`, { waitUntil: 'load' });
    // Module scripts have run (or failed) by the load event; the texts chunk comes after.
    const state = await page.evaluate(async () => {
      const defined = customElements.get('price-graph') !== undefined;
      const deadline = Date.now() + 10_000;
      const text = () => document.querySelector('price-graph')?.shadowRoot?.textContent ?? '';
      while (defined && text().trim() === '' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return {
        defined,
        text: text(),
        tampered: (globalThis as { tampered?: string[] }).tampered ?? [],
      };
    });
    return { ...state, errors, loaded };
  } finally {
    await context.close();
  }
}

const integrityError = (errors: readonly string[], path: string) =>
  errors.some((error) => error.includes('integrity') && error.includes(path));

/** A line that, once run, says that the changed file ran. */
const tamper = (path: string) => (folder: string) =>
  appendFileSync(
    join(folder, path),
    `\n;(globalThis.tampered ??= []).push(${JSON.stringify(path)});\n`,
  );

describe('a page pasting the printed snippet, the release from another origin', () => {
  it('loads the element, its chunks and its texts, every one checked', async () => {
    serve();
    const result = await visit('with-import-map.html');
    expect(result.errors.filter((error) => error.includes('integrity'))).toEqual([]);
    expect(result.defined).toBe(true);
    expect(result.loaded).toContain(`${cdnBase}${ELEMENT}`);
    // The Swedish texts, a dynamic import the import map's integrity covers.
    expect(result.loaded).toContain(`${cdnBase}${chunk('price-graph.sv-')}`);
    expect(result.text.trim()).not.toBe('');
  }, 60_000);

  it('refuses a chunk the element imports statically whose bytes changed, and runs none of it', async () => {
    const changed = staticChunk();
    serve(tamper(changed));
    const result = await visit('with-import-map.html');
    expect(result.defined).toBe(false);
    expect(result.tampered).toEqual([]);
    expect(integrityError(result.errors, changed), result.errors.join('\n')).toBe(true);
  }, 60_000);

  it('refuses a changed texts chunk, which the element imports when it needs the language', async () => {
    const changed = chunk('price-graph.sv-');
    serve(tamper(changed));
    const result = await visit('with-import-map.html');
    expect(result.defined).toBe(true);
    expect(result.tampered).toEqual([]);
    expect(integrityError(result.errors, changed), result.errors.join('\n')).toBe(true);
  }, 60_000);

  it('refuses a changed element file by its script tag', async () => {
    serve(tamper(ELEMENT));
    const result = await visit('with-import-map.html');
    expect(result.defined).toBe(false);
    expect(result.tampered).toEqual([]);
    expect(integrityError(result.errors, ELEMENT), result.errors.join('\n')).toBe(true);
  }, 60_000);

  it('without the import map, runs the changed chunk: the script tag covers its file alone', async () => {
    const changed = staticChunk();
    serve(tamper(changed));
    const result = await visit('script-only.html');
    expect(result.defined).toBe(true);
    expect(result.tampered).toEqual([changed]);
  }, 60_000);
});
