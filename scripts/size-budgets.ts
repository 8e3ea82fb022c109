/**
 * Gzip budgets in bytes for what a page downloads per entry (the entry and every chunk it
 * imports). For scale: React + ReactDOM alone are about 60 KB gzip, uPlot 22 KB, and
 * Highcharts Stock alone 139 KB. The whole kit, all four elements with React, uPlot and every
 * text in five languages, stays within 200 KB; a page that needs one element loads its entry.
 */
export const SIZE_BUDGETS_GZIP: Readonly<Record<string, number>> = {
  'broker-widgets.js': 200_000,
  'elements/curated-list-card.js': 86_000,
  // React and ReactDOM (about 60 KB of it), the panel, and its texts in five languages.
  'elements/fund-order-panel.js': 112_000,
  // React and ReactDOM (about 60 KB), uPlot (about 22 KB), the graph with its drawer, indicator
  // panels, markers and table (about 60 KB), the indicator worker inlined (about 5 KB), and its
  // texts in five languages (about 11 KB).
  'elements/price-graph.js': 172_000,
  // About 18 KB: no React (see widgets/spark-graph/spark-graph.ts); the feed client loads on demand.
  'elements/spark-graph.js': 21_000,
};
