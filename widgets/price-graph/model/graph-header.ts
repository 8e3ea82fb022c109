import type { GraphType } from '../../../core/schemas/graph-setting-values';
import type { GraphFeature } from './graph-features';
import type { InstrumentKind } from './graph-instrument';

/**
 * The rules of the graph's header: which chips show, when their labels fit, how the drawer tabs
 * toggle, what Escape does, and what the bid price turns off.
 */

/** The drawer tabs: each chip opens one. */
export const DRAWER_TABS = ['settings', 'compare', 'technical-analysis'] as const;

/** A drawer tab. */
export type DrawerTab = (typeof DRAWER_TABS)[number];

/** Which drawer tab is open: none, or one. */
export type OpenDrawer = DrawerTab | 'none';

/** The Buy & Sell label shows when fullscreen or width is above 386 (CSS pixels). */
export const BUY_SELL_LABEL_MIN_WIDTH_PX = 386;

/** The other chip labels show when fullscreen or width is above 631 (CSS pixels). */
export const CHIP_LABEL_MIN_WIDTH_PX = 631;

/** A chip whose label may be hidden for width: the Buy & Sell toggle, or another chip. */
export type ChipKind = 'buy-sell' | 'other';

/** Whether a chip shows its label or only its icon (its accessible name stays either way). */
export function showsChipLabel(kind: ChipKind, width: number, fullscreen: boolean): boolean {
  if (fullscreen) return true;
  return width > (kind === 'buy-sell' ? BUY_SELL_LABEL_MIN_WIDTH_PX : CHIP_LABEL_MIN_WIDTH_PX);
}

/** Clicking the active chip closes its tab; another chip opens its own. */
export function toggledDrawer(open: OpenDrawer, clicked: DrawerTab): OpenDrawer {
  return open === clicked ? 'none' : clicked;
}

/** Escape leaves fullscreen only when no drawer tab is open. */
export function fullscreenAfterEscape(fullscreen: boolean, open: OpenDrawer): boolean {
  return fullscreen && open !== 'none';
}

/** The feature each drawer tab needs: each tab is shown only if its feature is available. */
const TAB_FEATURES: Readonly<Record<DrawerTab, GraphFeature>> = {
  settings: 'settings',
  compare: 'compare',
  'technical-analysis': 'technical-analysis',
};

/** The drawer tabs the graph offers, in the header's order. */
export function availableTabs(features: ReadonlySet<GraphFeature>): DrawerTab[] {
  return DRAWER_TABS.filter((tab) => features.has(TAB_FEATURES[tab]));
}

/**
 * Whether the graph offers the bid price: the feature is on and the instrument has a bid. Only
 * stocks trade on an order book with bids; funds, indices and the others have a value only.
 */
export function bidPriceAvailable(features: ReadonlySet<GraphFeature>, kind: InstrumentKind) {
  return features.has('bid-price') && kind === 'stock';
}

/**
 * The Buy & Sell chip is shown only to logged-in users, when the feature is available, and either
 * bid price is not available or the graph is fullscreen. The two toggles would crowd a small
 * header, so the bid price wins until there is room.
 */
export function showsBuySellChip(state: {
  loggedIn: boolean;
  features: ReadonlySet<GraphFeature>;
  bidPrice: boolean;
  fullscreen: boolean;
}): boolean {
  return (
    state.loggedIn && state.features.has('buy-sell-dots') && (!state.bidPrice || state.fullscreen)
  );
}

/**
 * Maximize shows while the graph is not fullscreen, on a phone too: filling the screen helps
 * most where the screen is small (the product owner's choice over the specification's Maximize
 * "hidden on small screens").
 */
export function showsMaximize(features: ReadonlySet<GraphFeature>, fullscreen: boolean): boolean {
  return features.has('maximize') && !fullscreen;
}

/**
 * A card at most this wide (CSS pixels of its content) is narrow: its drawer lies over the chart
 * and the period bar rather than beside them, and its header's controls take a row of their own.
 */
export const NARROW_CARD_PX = 640;

/** Whether the open drawer covers the chart and the period bar, which are then out of reach. */
export const drawerCoversChart = (open: OpenDrawer, cardWidth: number): boolean =>
  open !== 'none' && cardWidth <= NARROW_CARD_PX;

/**
 * Some graph options are disabled while bid price is on. A bid series is one price per point with
 * nothing traded at it, so what needs trades cannot apply: candles, OHLC and columns (a bid has no
 * open, high and low), volume, and the customer's buy and sell markers (trades are at traded
 * prices, not bids). Comparisons and indicators still apply to bids. The stored settings stay as
 * they are and apply again when the bid price is turned off.
 */
export function underBidPrice<
  T extends { graphType: GraphType; volume: boolean; buySellDots: boolean },
>(settings: T, bidPrice: boolean): T {
  return bidPrice
    ? { ...settings, graphType: 'line', volume: false, buySellDots: false }
    : settings;
}
