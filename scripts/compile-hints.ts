/**
 * V8's compile hint for the per-element files (`//# allFunctionsCalledOnLoad`, Chromium 136 and
 * later; other engines read it as a comment). A file that opens with it has every function
 * compiled as it loads, on a background thread while it and the page's other files arrive,
 * instead of each function on the main thread the first time it runs.
 *
 * Only files whose code mostly runs before an element's first frame carry it: the price graph's
 * own file (its card, chart and uPlot, the kit's costliest first frame; most of it runs before
 * that frame) and two shared chunks, wherever the bundler puts them: the elements' runtime
 * (Preact and the widget element, run by every React-rendered element before it renders) and the
 * API client with the schemas that check its answers, which every element's first answer goes
 * through. A file whose code mostly waits for a reader (the languages, the live feed, the
 * indicators) is compiled as its functions first run, as before. What it changes, measured from
 * the answer and from navigation, is in the README (The first load).
 */
export const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad';

/** The element whose own file opens with the hint (`elements/price-graph.js`). */
export const HINTED_ELEMENT = 'price-graph';

/**
 * One module of each shared chunk that opens with the hint: the widget element (with Preact, the
 * elements' runtime) and the answer's reading of the API client (with valibot and the schemas).
 */
const FIRST_RENDER_MODULES = [
  /\/widgets\/shared\/widget-element\.tsx$/,
  /\/core\/http\/request-json\.ts$/,
];

/** What the bundler tells of a chunk (its `postBanner` option's argument). */
export interface HintedChunk {
  readonly name: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
}

/** The banner a per-element file opens with: the hint where its code runs before the first frame. */
export function compileHintBanner(chunk: HintedChunk): string {
  const graphFile = chunk.isEntry && chunk.name === HINTED_ELEMENT;
  const shared = chunk.moduleIds.some((id) =>
    FIRST_RENDER_MODULES.some((module) => module.test(id)),
  );
  return graphFile || shared ? COMPILE_ON_LOAD_HINT : '';
}
