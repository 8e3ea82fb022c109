import { widgetElement } from '../shared/widget-element';
import { PriceGraph, type PriceGraphProps } from './price-graph';

/**
 * The instrument price graph: periods with their performance, resolutions, a custom date
 * range, line, candlestick, OHLC and column charts with volume, grid, highest and lowest,
 * price markers and the previous close, tooltips, wheel zoom, and a live last point on the
 * one-day view; a header with settings, comparisons, technical analyses in the indicator
 * worker, the bid price, the reader's own trades and historical events, the historical table,
 * and fullscreen. Settings are kept per graph identifier in localStorage.
 *
 * @tag price-graph
 *
 * @attr {string} instrument-id - The instrument (or index symbol) whose prices are drawn. Required.
 * @attr {string} graph-identifier - The key its settings are stored under (`{graph-identifier}/{setting}`). Default: one per instrument type.
 * @attr {'stock' | 'fund' | 'index' | 'etf' | 'certificate'} instrument-type - Funds start on one week, others on one day. Default: stock.
 * @attr {string} instrument-name - The instrument's name, for the chart's accessible name and tooltip. Default: the id.
 * @attr {'se' | 'no' | 'dk' | 'fi' | 'de'} country - The market, which sets the chart's time zone. Default: se (Stockholm).
 * @attr {string} features - The features offered, as a comma list or JSON array: settings, compare, technical-analysis, bid-price, resolution, maximize, buy-sell-dots. Default: all.
 * @attr {number} comparator-limit - How many instruments can be compared, 1 to 8; with 1, a new pick replaces the one shown. Default: 8.
 * @attr {boolean} historical-download - Offers 'Download historical data' (a CSV file) in the historical table, which logged-in readers open from the header.
 * @attr {string} api-base - Origin of the broker API. Default: the page's origin.
 * @attr {string} feed-url - WebSocket URL of the live feed. Default: derived from `api-base`.
 * @attr {string} locale - sv-SE, nb-NO, da-DK, fi-FI or en-GB. Default: `<html lang>`, else sv-SE.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` follows the reader's system. Default: light.
 *
 * @fires {CustomEvent<GraphErrorDetail>} bw-error - The graph could not be shown (the fallback is showing).
 * @fires {CustomEvent<GraphDrawnDetail>} bw-graph-drawn - The chart drew a frame.
 *
 * @csspart card - The graph's box (the whole screen when maximized).
 * @csspart header - The chips and the resolution above the chart.
 * @csspart drawer - The open tab: settings, compare, technical analysis.
 * @csspart legend - The list naming the main series and each comparison and indicator.
 * @csspart chart - The area the chart is drawn in.
 * @csspart tooltip - The values at the cursor.
 * @csspart footer - The periods and the custom range below the chart.
 * @csspart periods - The period bar.
 * @csspart table - The historical returns table.
 *
 * @cssproperty --bw-price-graph-height - Height of the chart area. Default: 320px.
 * @cssproperty --bw-font-family - Font of all text, the chart's too.
 * @cssproperty --bw-color-text - Main text colour.
 * @cssproperty --bw-color-text-muted - Axis texts and the previous close.
 * @cssproperty --bw-color-surface - Card background.
 * @cssproperty --bw-color-surface-sunken - The chosen period.
 * @cssproperty --bw-color-border - Borders and grid lines.
 * @cssproperty --bw-color-accent - The price line and buttons.
 * @cssproperty --bw-color-positive - Rising prices and candles.
 * @cssproperty --bw-color-negative - Falling prices and candles.
 * @cssproperty --bw-color-focus - Keyboard focus ring.
 * @cssproperty --bw-radius - Corner radius.
 * @cssproperty --bw-shadow - Card shadow.
 */
export const PriceGraphElement = widgetElement<PriceGraphProps>(PriceGraph, {
  props: {
    instrumentId: 'string',
    graphIdentifier: 'string',
    instrumentType: 'string',
    instrumentName: 'string',
    country: 'string',
    features: 'string',
    historicalDownload: 'boolean',
    comparatorLimit: 'string',
  },
});
