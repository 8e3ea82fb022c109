import { chartBox, elementMarkup } from './first-frame';

/**
 * The memory run's page: one element, with counters of its draws and of its data loads in
 * `window.__memory`, for the bench to wait on between period switches.
 */
export interface MemoryState {
  draws: number;
  lastDrawnAt: number;
  loads: number;
  lastLoadSeenAt: number;
  error: string | undefined;
}

declare global {
  interface Window {
    __memory?: MemoryState;
  }
}

const state: MemoryState = {
  draws: 0,
  lastDrawnAt: 0,
  loads: 0,
  lastLoadSeenAt: 0,
  error: undefined,
};
window.__memory = state;
// Entries are cleared as they come, so the timeline's buffer does not grow with the run.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.name.includes('/price-time-series/')) continue;
    state.loads += 1;
    state.lastLoadSeenAt = performance.now();
  }
  performance.clearResourceTimings();
}).observe({ type: 'resource' });
const chart = chartBox();
chart.addEventListener('bw-graph-drawn', () => {
  state.draws += 1;
  state.lastDrawnAt = performance.now();
});
chart.addEventListener('bw-error', (event) => {
  state.error = event.detail.message;
});
await customElements.whenDefined('price-graph');
chart.innerHTML = elementMarkup();
