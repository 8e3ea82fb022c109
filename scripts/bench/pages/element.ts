import { chartBox, elementMarkup, fail, firstFrame, startTiming } from './first-frame';

/**
 * `<price-graph>`: inserted once defined, timed from the insertion to the end of the first
 * frame after its first `bw-graph-drawn`: the token refresh, the fetch, parsing, cleaning,
 * React and uPlot, with the default settings.
 */
await customElements.whenDefined('price-graph');
const chart = chartBox();
chart.addEventListener('bw-error', (event) => fail(event.detail.message));
const start = await startTiming();
let drawn = false;
chart.addEventListener('bw-graph-drawn', (event) => {
  if (drawn) return;
  drawn = true;
  firstFrame(start, event.detail.points);
});
chart.innerHTML = elementMarkup();
