import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from './element-tags';

/*
 * A server that renders a page importing the kit (Next.js and every server-rendering framework)
 * loads the shipped modules in Node, where there is no DOM. Each entry of dist/ must load there,
 * define nothing and leave the globals as they were; the elements upgrade later in the browser.
 * Run `npm run build` first: these are the shipped files.
 */
const ENTRIES = [
  'dist/broker-widgets.js',
  'dist/core.js',
  ...ELEMENT_TAGS.map((tag) => `dist/elements/${tag}.js`),
  'dist/react/index.js',
  ...ELEMENT_TAGS.map((tag) => `dist/react/${tag}.js`),
];

describe('importing the kit where there is no DOM (server rendering)', () => {
  it('runs in plain Node, without a DOM', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  for (const entry of ENTRIES) {
    it(`loads ${entry} without throwing, defining nothing`, async () => {
      if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
      const globalsBefore = Object.keys(globalThis).sort();
      const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
      expect(Object.keys(module).length).toBeGreaterThan(0);
      expect(Object.keys(globalThis).sort()).toEqual(globalsBefore);
      expect(typeof customElements).toBe('undefined');
    });
  }

  it('still offers the element classes and configure(), for code that only names them', async () => {
    const kit = (await import(pathToFileURL('dist/broker-widgets.js').href)) as Record<
      string,
      unknown
    >;
    expect(typeof kit.configure).toBe('function');
    expect(typeof kit.SparkGraphElement).toBe('function');
    expect(typeof kit.PriceGraphElement).toBe('function');
  });
});
