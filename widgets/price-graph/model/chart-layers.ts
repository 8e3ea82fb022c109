import type { BuySellMarker, EventMarker } from '../../../core/indicators';
import type { PriceSeries } from './price-series';

/**
 * What the chart draws besides the price: comparison instruments, technical analyses over the price
 * or in panels of their own, the owners series, and the customer's buy/sell markers and historical
 * events. Each layer is computed outside the chart (comparisons and indicators in the indicator
 * worker) and given to it as columns aligned with the price series: one value per price point, NaN
 * where a layer has none.
 */

/** One named line of a layer, aligned with the price points. */
export interface LayerLine {
  /** The line's part of its indicator: `value`, `upper`, `middle`, `lower`, `k`, `d`, `macd`, `signal`. */
  readonly name: string;
  readonly values: Float64Array;
}

/** A comparison instrument, in percent from the period start. */
export interface ComparisonLayer {
  readonly key: string;
  readonly symbol: string;
  readonly colorIndex: number;
  /** Percent change from the first point of the period, aligned with the price points. */
  readonly percent: Float64Array;
}

/** An indicator drawn over the price, on the price's scale: SMA, EMA or Bollinger. */
export interface OverlayLayer {
  readonly key: string;
  /** The pill's text: the name plus its parameter values (`SMA 14`, `Bollinger 20-2`). */
  readonly label: string;
  readonly taType: 'SMA' | 'EMA' | 'BOLLINGER';
  readonly colorIndex: number;
  /** SMA and EMA: `value`; Bollinger: `upper`, `middle`, `lower`. */
  readonly lines: readonly LayerLine[];
  /** Whether the pill is switched off: the layer is then not drawn. */
  readonly disabled?: boolean;
}

/** An indicator in a panel of its own below the price: RSI, Stochastic or MACD. */
export interface PanelLayer {
  readonly key: string;
  readonly label: string;
  readonly taType: 'RSI' | 'STOCHASTIC' | 'MACD';
  readonly colorIndex: number;
  /** RSI: `value`; Stochastic: `k`, `d`; MACD: `macd`, `signal`. */
  readonly lines: readonly LayerLine[];
  /** MACD's difference, drawn as bars around zero. */
  readonly histogram?: Float64Array;
  /** RSI's and Stochastic's low and high levels, drawn as lines across the panel. */
  readonly levels?: { readonly low: number; readonly high: number };
  readonly disabled?: boolean;
}

/** Everything drawn besides the price; empty lists draw nothing. */
export interface ChartLayers {
  readonly comparisons: readonly ComparisonLayer[];
  readonly overlays: readonly OverlayLayer[];
  readonly panels: readonly PanelLayer[];
  /** How many customers held the instrument (`owners`), aligned; drawn on a scale of its own. */
  readonly owners: Float64Array | undefined;
  /** The customer's own trades, merged per point (core/indicators/buy-sell-markers). */
  readonly buySell: readonly BuySellMarker[];
  /** Historical events with an icon (positive, negative, dividend), per point. */
  readonly events: readonly EventMarker[];
  /**
   * The price series in percent from its first close, while a comparison is shown: the price
   * scale then shows percent for everything on it, and the overlays' values are percent too.
   */
  readonly priceInPercent: PriceSeries | undefined;
}

/** A chart without layers. */
export const NO_LAYERS: ChartLayers = {
  comparisons: [],
  overlays: [],
  panels: [],
  owners: undefined,
  buySell: [],
  events: [],
  priceInPercent: undefined,
};

/** The key of a comparison's layer and pill: its order book. */
export const comparisonLayerKey = (orderBookId: string): string => `compare:${orderBookId}`;

/** The key of a technical analysis's layer and pill: its id in the settings. */
export const technicalAnalysisLayerKey = (id: string): string => `ta:${id}`;

/** The key of the owners series' layer and pill. */
export const OWNERS_LAYER_KEY = 'owners';
