import './stylesheets';
/**
 * The kit in one module: importing it defines every element. Partners can also set page-wide
 * defaults with `configure({ apiBase, feedUrl, siteBase, locale, theme })`, and read live
 * prices with `feed()` (the page's shared live-data client).
 */
import './curated-list-card/define';
import './fund-order-panel/define';
import './price-graph/define';
import './spark-graph/define';

export { configure, type KitDefaults, type Theme } from './shared/configure';
export { feed } from './shared/feed';
export type {
  FeedClient,
  FeedConnectionState,
  FeedErrorMessage,
  FeedListener,
  FeedMessageOf,
  SubscriptionOptions,
} from '../core/socket/feed-client';
export {
  indicatorEngine,
  type EngineMode,
  type IndicatorEngine,
} from '../core/worker/indicator-engine';
export {
  CuratedListCardElement,
  type CuratedListCard,
  type CuratedListCardProps,
  type ListErrorDetail,
  type ListOpenDetail,
} from './curated-list-card/define';
export {
  SparkGraphElement,
  type SparkErrorDetail,
  type SparkGraph,
  type SparkGraphProps,
} from './spark-graph/define';
export {
  FundOrderPanelElement,
  type FundOrderPanelInstance,
  type FundOrderPanelProps,
  type NotLoggedInDetail,
  type OrderCloseDetail,
  type OrderFailedDetail,
  type OrderPlacedDetail,
} from './fund-order-panel/define';
export {
  PriceGraphElement,
  type GraphDrawnDetail,
  type GraphErrorDetail,
  type PriceGraphInstance,
  type PriceGraphProps,
} from './price-graph/define';
