/**
 * Gzip budgets in bytes for what a page downloads per entry (the entry and every chunk it
 * imports). For scale: React + ReactDOM alone are about 69 KB gzip, uPlot 24 KB, and
 * Highcharts Stock alone 139 KB; the whole kit with all four widgets aims to stay below that.
 */
export const SIZE_BUDGETS_GZIP: Readonly<Record<string, number>> = {
  'broker-widgets.js': 139_000,
  'elements/curated-list-card.js': 86_000,
  // React and ReactDOM (about 60 KB of it), the panel, and its texts in five languages.
  'elements/fund-order-panel.js': 112_000,
  // About 18 KB: no React (see widgets/spark-graph/spark-graph.ts); the feed client loads on demand.
  'elements/spark-graph.js': 21_000,
};
