/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { until } from './element-test-waits';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';

/**
 * A browser that reports a language that is no BCP 47 tag, as WebKitGTK does (`C`) when its
 * process has no locale. Set before the kit is imported, as such a browser is from the start.
 */
for (const [name, value] of [
  ['language', 'C'],
  ['languages', Object.freeze(['C'])],
] as const) {
  Object.defineProperty(navigator, name, { configurable: true, get: () => value });
}

const API_BASE = 'https://api.broker.example';

/** The price graph's backend: an anonymous reader and a small one-day series. */
const backend: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  // The kit's own files (its texts) come from the test runner's server.
  if (url.origin === location.origin) return realFetch(input, init);
  if (!url.pathname.startsWith('/market-data/price-time-series/')) {
    return new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } });
  }
  const start = Date.UTC(2026, 10, 20, 8, 0);
  const series = {
    pricePoints: Array.from({ length: 30 }, (_, index) => ({
      timeStamp: start + index * 60_000,
      last: 100 + Math.sin(index / 4),
    })),
    previousClose: 99.5,
    availablePeriods: ['DAY_1'],
    returns: [{ period: 'DAY_1', performance: 0.42 }],
    returnedPeriod: 'DAY_1',
    returnedResolution: 'MIN_1',
    validResolutionsForPeriod: ['MIN_1'],
  };
  return new Response(JSON.stringify(series), { headers: { 'Content-Type': 'application/json' } });
};

/** A live feed that never connects. */
class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

let realFetch: typeof fetch;
let realSocket: typeof WebSocket;
let loadError: unknown;

before(async () => {
  realFetch = window.fetch;
  realSocket = window.WebSocket;
  window.fetch = backend;
  window.WebSocket = QuietSocket as unknown as typeof WebSocket;
  try {
    await import(/* @vite-ignore */ KIT);
  } catch (error) {
    loadError = error;
  }
});

after(() => {
  window.fetch = realFetch;
  window.WebSocket = realSocket;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the kit in a browser whose language is no BCP 47 tag', () => {
  it('is what the page reports', () => {
    expect(navigator.language).to.equal('C');
    expect(() => new Intl.NumberFormat(navigator.language)).to.throw(RangeError);
  });

  it('loads and defines every element', () => {
    expect(loadError).to.equal(undefined);
    for (const tag of ['curated-list-card', 'fund-order-panel', 'price-graph', 'spark-graph']) {
      expect(customElements.get(tag), tag).not.to.equal(undefined);
    }
  });

  it('renders a card and a spark in the page’s language', async () => {
    document.documentElement.lang = 'en';
    const card = document.createElement('curated-list-card') as HTMLElement & { list: unknown };
    card.list = { id: 7, slug: 'seven', displayName: 'Seven', views: 1532, instrumentCount: 0 };
    const spark = document.createElement('spark-graph');
    spark.setAttribute('values', '100, 101.5');
    document.body.append(card, spark);
    await until(() => card.shadowRoot?.textContent?.includes('1K views'), 'the card');
    const summary = await until(
      () => spark.shadowRoot?.querySelector('[role="img"][aria-label]'),
      'the spark',
    );
    expect(summary.getAttribute('aria-label')).to.equal('From 100.00 to 101.50: up 1.50%');
  });

  it('draws a price graph', async () => {
    const graph = document.createElement('price-graph');
    graph.style.display = 'block';
    graph.style.width = '600px';
    for (const [name, value] of Object.entries({
      'instrument-id': 'ERIC-B',
      'api-base': API_BASE,
      'graph-identifier': 'browser-language',
      locale: 'sv-SE',
    })) {
      graph.setAttribute(name, value);
    }
    const drawn = new Promise((resolve) => graph.addEventListener('bw-graph-drawn', resolve));
    document.body.append(graph);
    await drawn;
    const canvas = graph.shadowRoot?.querySelector('canvas');
    expect(canvas?.width).to.be.greaterThan(0);
  });
});
