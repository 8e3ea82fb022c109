import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/*
 * `broker-widgets/react` as a server-rendering React app meets it: the shipped dist/react/
 * (run `npm run build` first), loaded in Node, rendered to HTML with the app's React.
 */
const ENTRY = 'dist/react/index.js';
const COMPONENTS = ['curated-list-card', 'fund-order-panel', 'price-graph', 'spark-graph'];
type ReactEntry = typeof import('../widgets/react');
const load = async () => (await import(pathToFileURL(ENTRY).href)) as ReactEntry;

/** Every file of the React entry: its modules and their chunks. */
const files = () =>
  readdirSync('dist/react', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('dist/react', file));

describe('the React entry', () => {
  it('carries no React of its own: it imports the app’s', () => {
    const code = files()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toMatch(/from\s*"react"/);
    expect(code).toMatch(/from\s*"react-dom\/client"/);
    // Both React and ReactDOM carry this text; a bundled copy of either would too.
    expect(code).not.toContain('Minified React error');
  });

  it('marks every module an app imports as a client module, for server components', () => {
    for (const name of ['index', ...COMPONENTS]) {
      expect(readFileSync(`dist/react/${name}.js`, 'utf8')).toMatch(/^["']use client["'];/);
    }
  });

  it('defines nothing when a module loads: a component defines its element when it mounts', () => {
    for (const name of ['index', ...COMPONENTS]) {
      expect(readFileSync(`dist/react/${name}.js`, 'utf8')).not.toContain('customElements');
    }
  });

  it('tells an app’s bundler its modules have no side effects, and imports none for them', () => {
    expect(JSON.parse(readFileSync('dist/react/package.json', 'utf8'))).toEqual({
      type: 'module',
      sideEffects: false,
    });
    // A bundler leaves out a module imported for its side effects alone (and esbuild warns);
    // such an import means a module of the kit does something as it loads.
    const bare = files().filter((file) =>
      /\bimport\s*["']\.{1,2}\//.test(readFileSync(file, 'utf8')),
    );
    expect(bare).toEqual([]);
  });

  it('renders each element’s tag and attributes on the server, and no handler', async () => {
    const kit = await load();
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(kit.FundOrderPanel, {
          instrumentId: '16100102',
          side: 'sell',
          onOrderPlaced: () => undefined,
        }),
        createElement(kit.SparkGraph, { values: '[1, 2, 3]', area: true }),
        createElement(kit.SparkGraph, { values: [1, 2, 3], close: 2 }),
        createElement(kit.PriceGraph, { instrumentId: '16099870', locale: 'sv-SE' }),
        createElement(kit.CuratedListCard, { listId: '1001', onListOpen: () => undefined }),
        createElement(kit.CuratedListCard, { list: '{"id":1,"displayName":"A"}' }),
      ),
    );
    // Arrays and objects are set as properties once hydrated; JSON text stays an attribute.
    expect(html).toBe(
      '<div>' +
        '<fund-order-panel instrument-id="16100102" side="sell"></fund-order-panel>' +
        '<spark-graph values="[1, 2, 3]" area=""></spark-graph>' +
        '<spark-graph close="2"></spark-graph>' +
        '<price-graph instrument-id="16099870" locale="sv-SE"></price-graph>' +
        '<curated-list-card list-id="1001"></curated-list-card>' +
        '<curated-list-card list="{&quot;id&quot;:1,&quot;displayName&quot;:&quot;A&quot;}"></curated-list-card>' +
        '</div>',
    );
  });
});
