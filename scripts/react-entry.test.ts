import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/*
 * `broker-widgets/react` as a server-rendering React app meets it: the shipped dist/react.js
 * (run `npm run build` first), loaded in Node, rendered to HTML with the app's React.
 */
const ENTRY = 'dist/react.js';
type ReactEntry = typeof import('../widgets/react');
const load = async () => (await import(pathToFileURL(ENTRY).href)) as ReactEntry;

describe('the React entry', () => {
  it('carries no React of its own: it imports the app’s', () => {
    const code = readFileSync(ENTRY, 'utf8');
    expect(code).toMatch(/from\s*"react"/);
    expect(code).toMatch(/from\s*"react-dom\/client"/);
    // Both React and ReactDOM carry this text; a bundled copy of either would too.
    expect(code).not.toContain('Minified React error');
  });

  it('renders each element’s tag and attributes on the server, and no handler', async () => {
    const kit = await load();
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(kit.FundOrderPanel, {
          'instrument-id': '16100102',
          side: 'sell',
          onOrderPlaced: () => undefined,
        }),
        createElement(kit.SparkGraph, { values: '[1, 2, 3]', area: true }),
        createElement(kit.PriceGraph, { 'instrument-id': '16099870', locale: 'sv-SE' }),
        createElement(kit.CuratedListCard, { 'list-id': '1001', onListOpen: () => undefined }),
      ),
    );
    expect(html).toBe(
      '<div>' +
        '<fund-order-panel instrument-id="16100102" side="sell"></fund-order-panel>' +
        '<spark-graph values="[1, 2, 3]" area=""></spark-graph>' +
        '<price-graph instrument-id="16099870" locale="sv-SE"></price-graph>' +
        '<curated-list-card list-id="1001"></curated-list-card>' +
        '</div>',
    );
  });
});
