import {
  documented,
  documentedEvents,
  elementContract,
  errorEvent,
  event,
  type TokenProperty,
} from '../shared/element-contract';
import { TOKEN_NAMES } from '../shared/theme-tokens';
import { typeText } from '../shared/element-attributes';
import type { GraphDrawnDetail } from './events';
import { priceGraphSpec } from './spec';

/** `<price-graph>`'s public contract (see shared/element-contract.ts). */
export const priceGraphContract = /* @__PURE__ */ elementContract({
  tag: priceGraphSpec.tag,
  className: 'PriceGraphElement',
  summary:
    "An instrument's interactive price graph: periods, chart types, comparisons and technical analyses.",
  description:
    'The instrument price graph: periods with their performance, resolutions, a custom date ' +
    'range, line, candlestick, OHLC and column charts with volume, grid, highest and lowest, ' +
    'price markers and the previous close, tooltips, wheel zoom, and a live last point on the ' +
    'one-day view; a header with settings, comparisons, technical analyses in the indicator ' +
    "worker, the bid price, the reader's own trades and historical events, the historical " +
    'table, and fullscreen. Settings are kept per graph identifier in localStorage.',
  attributes: documented(priceGraphSpec.attributes, {
    'instrument-id': {
      required: true,
      description:
        'the instrument (or an index symbol such as `OMXS30`, kept to letters and digits) whose series `GET /market-data/price-time-series/{id}/…` gives',
    },
    'instrument-type': {
      default: '`stock`',
      description:
        "`stock`, `fund`, `index`, `etf` or `certificate`: a fund's graph starts on one week, any other on one day",
    },
    'instrument-name': {
      default: 'the id',
      description: "the name in the chart's accessible name and tooltip",
    },
    country: {
      default: '`se`',
      description:
        "`se`, `no`, `dk`, `fi` or `de`: the market, whose time zone the chart's dates and times are in",
    },
    'graph-identifier': {
      default: 'one per instrument type',
      description:
        'the key its settings are stored under in localStorage, `{graph-identifier}/{setting}`',
    },
    features: {
      default: 'all',
      description:
        'the features offered, a comma list or JSON array of `settings`, `compare`, `technical-analysis`, `bid-price`, `resolution`, `maximize`, `buy-sell-dots`',
    },
    'comparator-limit': {
      default: '8',
      description:
        'how many instruments can be compared, 1 to 8; with 1, a new pick replaces the one shown',
    },
    'historical-download': {
      description: "present: the historical table offers 'Download historical data', a CSV file",
    },
  }),
  events: documentedEvents(priceGraphSpec.events, {
    'bw-error': errorEvent(
      'GraphErrorDetail',
      'the graph could not be shown; the fallback is showing',
    ),
    'bw-graph-drawn': event({
      detail: typeText<GraphDrawnDetail>('GraphDrawnDetail'),
      fields: ['points'],
      description: 'the chart drew a frame',
    }),
  }),
  parts: {
    card: "The graph's box (the whole screen when maximized).",
    header: 'The chips and the resolution above the chart.',
    drawer: 'The open tab: settings, compare, technical analysis.',
    legend: 'The list naming the main series and each comparison and indicator.',
    chart: 'The area the chart is drawn in.',
    tooltip: 'The values at the cursor.',
    footer: 'The periods and the custom range below the chart.',
    periods: 'The period bar.',
    table: 'The historical returns table.',
  },
  slots: {},
  tokens: [
    '--bw-font-family',
    '--bw-color-text',
    '--bw-color-text-muted',
    '--bw-color-surface',
    '--bw-color-surface-sunken',
    '--bw-color-border',
    '--bw-color-accent',
    '--bw-color-positive',
    '--bw-color-negative',
    '--bw-color-focus',
    '--bw-radius',
    '--bw-shadow',
    ...Object.values(TOKEN_NAMES.graph).map((name): TokenProperty => `--${name}`),
  ],
  cssProperties: {
    '--bw-price-graph-height': {
      default: '320px',
      description:
        "Height of the chart area where the header takes one row; the graph's own height is this plus its header, footer and padding, in every state",
    },
  },
});
