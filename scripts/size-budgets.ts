/**
 * What a page pays, in gzip bytes, per entry: the entry, the chunks it imports and one language
 * of texts (see size.ts). For scale: Highcharts Stock 13.1 alone (`highstock.js`) measures
 * 132.7 KB here, React + ReactDOM about 60 KB, Preact's React API about 10 KB, uPlot 22 KB.
 *
 * The goals: the whole kit at most 0.9 × Highcharts Stock; an element no heavier than a partner
 * page can afford on a phone.
 */
export const SIZE_GOALS_GZIP: Readonly<Record<string, number>> = {
  'broker-widgets.js': 119_000,
  'elements/curated-list-card.js': 30_000,
  'elements/fund-order-panel.js': 60_000,
  'elements/price-graph.js': 110_000,
  'elements/spark-graph.js': 20_000,
};

/**
 * The check CI runs: an entry over its budget fails. A budget is its goal, never raised to let a
 * change pass. The whole kit has not reached its goal: it carries all four elements in one file
 * (DESIGN.md), so its budget is where it stands until the goal is met, and may only come down.
 */
export const SIZE_BUDGETS_GZIP: Readonly<Record<string, number>> = {
  ...SIZE_GOALS_GZIP,
  // 127.0 KB when set (the goal 119 KB): Preact's React API and texts per language brought it
  // from 199.8 KB; the indicator worker started from the file itself, and uPlot without the
  // helpers the kit never calls, from 145.0 KB; its texts in files beside it, one language
  // fetched, from 139.5 KB.
  'broker-widgets.js': 127_000,
};
