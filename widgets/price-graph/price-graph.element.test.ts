/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { nextFrame, until } from '../shared/element-test-waits';
import { sessionRefresh } from '../../core/endpoints/authentication';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';

const API_BASE = 'https://api.broker.example';
const INSTRUMENT = 'ERIC-B';
const SERIES_PATH = `/market-data/price-time-series/${INSTRUMENT}/`;

/** The theme's rising and falling colours (light), as the canvas paints them. */
const POSITIVE = [11, 122, 67];
const NEGATIVE = [192, 38, 45];

/** The window size debounce, 100 milliseconds. */
const RESIZE_DEBOUNCE_MS = 100;

/** The price axis on the right, in CSS pixels: price labels are painted there, not candles. */
const PRICE_AXIS_PX = 64;

/**
 * A deterministic day of 60 one-minute candles: a wave, each candle rising or falling against
 * its open, with volume.
 */
function timeSeries() {
  const start = Date.UTC(2026, 10, 20, 8, 0);
  const pricePoints = Array.from({ length: 60 }, (_, index) => {
    const last = 100 + 5 * Math.sin(index / 6);
    const open = last + (index % 3 === 0 ? 0.8 : -0.8);
    return {
      timeStamp: start + index * 60_000,
      last,
      open,
      high: Math.max(open, last) + 0.4,
      low: Math.min(open, last) - 0.4,
      volume: 1000 + 37 * (index % 7),
    };
  });
  return {
    pricePoints,
    previousClose: 99.5,
    availablePeriods: ['DAY_1', 'WEEK_1', 'MONTH_1'],
    returns: [{ period: 'DAY_1', performance: 0.42 }],
    returnedPeriod: 'DAY_1',
    returnedResolution: 'MIN_1',
    validResolutionsForPeriod: ['MIN_1', 'MIN_5'],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page's backend: the test runner's server serves files only (the kit's), so the page's `fetch`
 * answers the session refresh with 401 (an anonymous reader) and the time series with the day
 * above.
 */
/** How long the backend takes to answer a time series, in milliseconds. */
let seriesDelayMs = 0;

const backend: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  // The kit's own files (its texts) come from the test runner's server.
  if (url.origin === location.origin) return realFetch(input, init);
  const method = init?.method ?? 'GET';
  if (url.origin === API_BASE && method === 'POST' && url.pathname === sessionRefresh()) {
    return json(401, {});
  }
  if (url.origin === API_BASE && method === 'GET' && url.pathname.startsWith(SERIES_PATH)) {
    await sleep(seriesDelayMs);
    return json(200, timeSeries());
  }
  return json(404, {});
};

/** How many live feed connections the page opened. */
let socketsOpened = 0;

/** A live feed that never connects: the one-day graph's price subscription stays quiet. */
class QuietSocket {
  constructor() {
    socketsOpened += 1;
  }
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

let graphCount = 0;

/**
 * Mounts a graph of its own storage identifier, with `stored` settings in localStorage
 * (`{graphIdentifier}/{setting}`), and waits for its first drawn frame.
 */
async function mount(
  attributes: Record<string, string> = {},
  options: {
    width?: number;
    stored?: Record<string, string>;
    /** Called once the graph is in the page, before it has rendered. */
    appended?: (graph: HTMLElement) => void;
  } = {},
) {
  graphCount += 1;
  const identifier = `element-test-${graphCount}`;
  for (const [name, value] of Object.entries(options.stored ?? {})) {
    localStorage.setItem(`${identifier}/${name}`, value);
  }
  const graph = document.createElement('price-graph');
  graph.style.display = 'block';
  graph.style.width = `${options.width ?? 600}px`;
  const all = {
    'instrument-id': INSTRUMENT,
    'graph-identifier': identifier,
    'api-base': API_BASE,
    locale: 'en-GB',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) graph.setAttribute(name, value);
  const drawn = new Promise((resolve) => graph.addEventListener('bw-graph-drawn', resolve));
  document.body.append(graph);
  options.appended?.(graph);
  await drawn;
  const root = graph.shadowRoot as ShadowRoot;
  const canvas = await until(() => root.querySelector('canvas'), 'the canvas');
  return { graph, root, canvas };
}

/** The card the graph is drawn on: the shadow root's one element. */
const cardOf = (root: ShadowRoot) => root.firstElementChild as HTMLElement;

/** The card's content width, which the chart's box and its canvas fill. */
function contentWidth(graph: HTMLElement, root: ShadowRoot): number {
  const card = getComputedStyle(cardOf(root));
  const inset = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return graph.clientWidth - inset.reduce((sum, side) => sum + parseFloat(card[side]), 0);
}

/** The RGBA pixels of a rectangle of the canvas. */
function pixels(canvas: HTMLCanvasElement, x: number, y: number, width: number, height: number) {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  return context.getImageData(x, y, width, height).data;
}

/** How many opaque pixels of a colour lie in the plot (left of the price axis). */
function countColour(canvas: HTMLCanvasElement, rgb: number[]): number {
  const plotWidth = canvas.width - Math.ceil(PRICE_AXIS_PX * devicePixelRatio);
  const data = pixels(canvas, 0, 0, plotWidth, canvas.height);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const close = rgb.every((channel, at) => Math.abs((data[i + at] as number) - channel) <= 2);
    if (close && data[i + 3] === 255) count += 1;
  }
  return count;
}

/** How many pixels along the canvas's middle row were painted. */
function paintedOnMiddleRow(canvas: HTMLCanvasElement): number {
  const row = pixels(canvas, 0, Math.floor(canvas.height / 2), canvas.width, 1);
  let painted = 0;
  for (let i = 3; i < row.length; i += 4) if ((row[i] as number) > 0) painted += 1;
  return painted;
}

let realFetch: typeof fetch;
let realSocket: typeof WebSocket;

before(async () => {
  realFetch = window.fetch;
  realSocket = window.WebSocket;
  window.fetch = backend;
  window.WebSocket = QuietSocket as unknown as typeof WebSocket;
  await import(/* @vite-ignore */ KIT);
});

after(() => {
  window.fetch = realFetch;
  window.WebSocket = realSocket;
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  seriesDelayMs = 0;
});

describe('<price-graph>', () => {
  it('draws the series on a canvas in its shadow root, as wide as the card', async () => {
    const { graph, root, canvas } = await mount();

    expect(graph.shadowRoot?.contains(canvas)).to.equal(true);
    const width = contentWidth(graph, root);
    expect(width).to.be.greaterThan(500);
    expect(canvas.getBoundingClientRect().width).to.be.closeTo(width, 1);
    expect(canvas.width).to.equal(Math.round(width * devicePixelRatio));
    expect(canvas.height).to.be.greaterThan(0);
    expect(paintedOnMiddleRow(canvas)).to.be.greaterThan(10);
  });

  it('shows its card with the chart from its first render, when the answer comes within 0.1 s', async () => {
    seriesDelayMs = 50;
    // What the shadow root held between tasks until the first draw, read every 5 ms: what a
    // frame could have painted.
    const shown = new Set<string>();
    let drawn = false;
    const watch = (root: ShadowRoot) => {
      if (drawn) return;
      const card = root.querySelector('[part="card"]');
      shown.add(card ? (root.querySelector('canvas') ? 'chart' : 'card without chart') : 'nothing');
      setTimeout(() => watch(root), 5);
    };
    // A period no other test shows: no answer kept on the page from another graph.
    await mount(
      {},
      {
        stored: { period: '"MONTH_1"' },
        appended: (graph) => watch(graph.shadowRoot as ShadowRoot),
      },
    );
    drawn = true;
    expect([...shown]).to.deep.equal(['nothing']);
  });

  it("draws its chart first, then fills the header, the period bar and the chart's description", async () => {
    // The rows of the header, the chart and the period bar, the buttons in them, and the text
    // a screen reader gives for the chart.
    const layout = (root: ShadowRoot) => ({
      rows: ['header', 'chart', 'footer'].map((part) => {
        const box = root.querySelector(`[part~="${part}"]`)?.getBoundingClientRect();
        return box ? [box.top, box.height] : [];
      }),
      buttons: root.querySelectorAll('button').length,
      description: root.getElementById(
        root.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? '',
      )?.textContent,
    });
    let atDraw: ReturnType<typeof layout> | undefined;
    const { root } = await mount(
      {},
      {
        appended: (graph) =>
          graph.addEventListener('bw-graph-drawn', () => {
            atDraw ??= layout(graph.shadowRoot as ShadowRoot);
          }),
      },
    );
    await until(() => root.querySelector('[part~="footer"] button'), 'the period bar');

    expect(atDraw?.buttons).to.equal(0);
    expect(atDraw?.description).to.equal('');
    expect(layout(root).buttons).to.be.greaterThan(0);
    expect(layout(root).rows).to.deep.equal(atDraw?.rows);
    expect(layout(root).description).to.match(/: from .+ to .+\. Highest .+, lowest .+\./);
  });

  it('follows the live price once its first chart is on screen, not before', async () => {
    let openedAtDraw: number | undefined;
    const before = socketsOpened;
    // A feed of its own: the page's connection to the default one may be open from before.
    await mount(
      { 'feed-url': 'wss://feed.broker.example/first-frame' },
      {
        appended: (graph) =>
          graph.addEventListener('bw-graph-drawn', () => {
            openedAtDraw ??= socketsOpened - before;
          }),
      },
    );
    await until(() => socketsOpened > before, 'the live feed');

    expect(openedAtDraw).to.equal(0);
  });

  it('adopts uPlot’s styles in the shadow root', async () => {
    const { root } = await mount();

    const over = root.querySelector('.u-over') as HTMLElement;
    expect(over).to.not.equal(null);
    expect(getComputedStyle(over).position).to.equal('absolute');
    // The cursor layer lies over the canvas, not below it.
    const canvas = root.querySelector('canvas') as HTMLCanvasElement;
    expect(over.getBoundingClientRect().top).to.be.lessThan(
      canvas.getBoundingClientRect().top + canvas.getBoundingClientRect().height / 2,
    );
  });

  it('draws a dark theme on a dark surface', async () => {
    const light = await mount();
    const dark = await mount({ theme: 'dark' });

    const lightSurface = getComputedStyle(cardOf(light.root)).backgroundColor;
    const darkSurface = getComputedStyle(cardOf(dark.root)).backgroundColor;
    expect(lightSurface).to.equal('rgb(255, 255, 255)');
    expect(darkSurface).to.equal('rgb(27, 31, 41)');
    expect(paintedOnMiddleRow(dark.canvas)).to.be.greaterThan(10);
  });

  it('draws the stored candlestick type as rising and falling candles', async () => {
    const line = await mount();
    const candles = await mount({}, { stored: { graphType: '"candlestick"' } });

    expect(countColour(candles.canvas, POSITIVE)).to.be.greaterThan(50);
    expect(countColour(candles.canvas, NEGATIVE)).to.be.greaterThan(50);
    // The line draws in the accent colour: no candle colours in its plot.
    expect(countColour(line.canvas, POSITIVE)).to.equal(0);
    expect(countColour(line.canvas, NEGATIVE)).to.equal(0);
  });

  it('redraws at the new width once a resize has settled', async () => {
    const { graph, root, canvas } = await mount({}, { width: 600 });
    const before = canvas.width;

    graph.style.width = '400px';
    await sleep(RESIZE_DEBOUNCE_MS / 2);
    expect(canvas.width, 'not before the debounce').to.equal(before);

    const expected = Math.round(contentWidth(graph, root) * devicePixelRatio);
    await until(() => canvas.width === expected, 'the canvas at its new width');
    expect(canvas.width).to.be.lessThan(before);
    await nextFrame();
    expect(paintedOnMiddleRow(canvas)).to.be.greaterThan(10);
  });
});

describe('<price-graph> indicator panels', () => {
  /** The indicators' colours (palette slots 0 and 1, light theme) and the price line's (accent). */
  const RSI_COLOUR = [199, 83, 0];
  const MACD_COLOUR = [123, 63, 191];
  const PRICE_COLOUR = [0, 70, 200];

  /** The panel heights: RSI 20 %, MACD 18 %, stacked below the price area in that order. */
  const RSI_BAND = { top: 0.62, height: 0.2 };
  const MACD_BAND = { top: 0.82, height: 0.18 };

  const STORED = {
    lineGraphType: '[]',
    grid: 'false',
    technicalAnalyses: JSON.stringify([
      {
        id: 'rsi',
        name: 'RSI',
        taType: 'RSI',
        taTypeWithParams: 'RSI_14_70_30',
        values: { period: 14, high: 70, low: 30 },
        colorIndex: 0,
      },
      {
        id: 'macd',
        name: 'MACD',
        taType: 'MACD',
        taTypeWithParams: 'MACD_12_26_9',
        values: { short: 12, long: 26, signal: 9 },
        colorIndex: 1,
      },
    ]),
  };

  /** How many pixels of a colour lie in a band of the plot (its share of the plot's height). */
  function colourInBand(root: ShadowRoot, band: { top: number; height: number }, rgb: number[]) {
    // A new set of layers builds a new chart: the canvas is looked up each time.
    const canvas = root.querySelector('canvas') as HTMLCanvasElement;
    // uPlot's cursor layer lies exactly over the plot.
    const plot = (root.querySelector('.u-over') as HTMLElement).getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const left = Math.round((plot.left - box.left) * scale);
    const top = Math.round((plot.top - box.top + band.top * plot.height) * scale);
    const height = Math.floor(band.height * plot.height * scale);
    const data = pixels(canvas, left, top, Math.floor(plot.width * scale), height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const close = rgb.every((channel, at) => Math.abs((data[i + at] as number) - channel) <= 12);
      if (close && (data[i + 3] as number) > 200) count += 1;
    }
    return count;
  }

  it('draws a stored RSI and MACD in their panels below the price', async () => {
    const { root } = await mount({}, { stored: STORED });

    await until(() => colourInBand(root, RSI_BAND, RSI_COLOUR) > 20, 'the RSI line in its panel');
    await until(
      () => colourInBand(root, MACD_BAND, MACD_COLOUR) > 20,
      'the MACD line in its panel',
    );
    // The price keeps to the area above the panels, and the indicators to their own panel.
    expect(colourInBand(root, { top: 0, height: 0.6 }, PRICE_COLOUR)).to.be.greaterThan(20);
    expect(colourInBand(root, { top: 0.63, height: 0.37 }, PRICE_COLOUR)).to.equal(0);
    expect(colourInBand(root, MACD_BAND, RSI_COLOUR)).to.equal(0);
    expect(colourInBand(root, { top: 0, height: 0.6 }, MACD_COLOUR)).to.equal(0);
  });
});
