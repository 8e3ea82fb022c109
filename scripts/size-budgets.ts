/**
 * What a page may pay, in gzip bytes, per entry: the entry, the chunks it imports and one
 * language of texts (see size.ts). For scale: Highcharts Stock 13.1 alone (`highstock.js`)
 * measures 132.7 KB here, React + ReactDOM about 60 KB, Preact's React API about 10 KB, uPlot
 * 22 KB.
 *
 * The goals: the whole kit at most 0.9 × Highcharts Stock; an element no heavier than a partner
 * page can afford on a phone. Each goal is the entry's budget, which CI checks: an entry over it
 * fails the build, and a budget is never raised to let a change pass.
 */
export const SIZE_BUDGETS_GZIP: Readonly<Record<string, number>> = {
  'broker-widgets.js': 119_000,
  'elements/curated-list-card.js': 30_000,
  'elements/fund-order-panel.js': 60_000,
  'elements/price-graph.js': 110_000,
  'elements/spark-graph.js': 20_000,
};
