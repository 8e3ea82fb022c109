import IndicatorWorker from './indicator-worker.ts?worker&inline';

/**
 * Starts the indicator worker from its own code, inlined as text. For the files a host app
 * bundles again (the React entry, the core), where the module's own address is not known at
 * run time; the files a page loads as they are start it from themselves (`spawn-from-kit.ts`).
 */
export const spawnIndicatorWorker = (): Worker => new IndicatorWorker();
