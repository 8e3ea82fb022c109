/**
 * What the spark pages and the spark bench share: the grid every page lays its charts out in
 * (10 columns of 120 × 32 px charts, 20 rows, all inside the viewport), the baselines' line,
 * and the data the bench puts in a page for its script.
 */
export const GRID_CSS = `
  body { margin: 8px; font: 12px system-ui, sans-serif; }
  .grid { display: grid; grid-template-columns: repeat(10, 120px); gap: 8px 6px; }
  .grid > * { display: block; width: 120px; height: 32px; }
`;

/** The baselines' line: the light theme's positive colour and the spark's line width. */
export const STROKE = { colour: '#0b7a43', widthPx: 1.5 } as const;

/** What a spark page is given, in `window.__sparkPage`, by a script before its own. */
export interface SparkPageData {
  /** `cold`: the charts are in the page's HTML; `insert`: the page inserts them at once. */
  mode: 'cold' | 'insert';
  /** The charts as HTML, for an insert page (empty for the pages whose script draws them). */
  markup: string;
  /** The charts' values, for the pages whose script draws them (empty for the others). */
  series: readonly (readonly number[])[];
}

declare global {
  interface Window {
    __sparkPage?: SparkPageData;
  }
}
