import { chartBox, elementMarkup, run } from './first-frame';
import { COMPARATORS, START_PERIOD, TECHNICAL_ANALYSES } from './interaction-settings';

/**
 * The interaction page: the element on the run's series, its stored settings (kept per
 * `?run=`) starting on the start period, with the comparisons and indicators when `?layers=1`.
 * The recorders (`interaction-recorders.ts`) run before it.
 */
const store = (name: string, value: unknown) =>
  localStorage.setItem(`bench-${run}/${name}`, JSON.stringify(value));
store('period', START_PERIOD);
if (new URLSearchParams(location.search).get('layers') === '1') {
  store('comparators', COMPARATORS);
  store('technicalAnalyses', TECHNICAL_ANALYSES);
}
await customElements.whenDefined('price-graph');
chartBox().innerHTML = elementMarkup();
