/** The name the indicator worker is started under, which its module recognises. */
const WORKER_NAME = 'broker-widgets indicators';

/** The file this code is in, as the build named it (`scripts/kit-file-plugin.ts`). */
const KIT_FILE = 'broker-widgets:kit-file';

/**
 * Starts the indicator worker from the file this code is in: a blob module that imports that
 * file by its address. The browser has the file already, so a page pays for no second copy of
 * the indicator code, and the worker runs the functions the main thread would. The worker is a
 * blob, so it starts when the file comes from another origin (fetched with CORS, as the page's
 * import of it was).
 *
 * Only from the kit's own file: where a host app has bundled the kit into a file of its own,
 * starting that file in a worker would run the host's code there, so the engine is told it
 * cannot start, and computes on the main thread.
 */
export function spawnIndicatorWorker(): Worker {
  if (!new URL(import.meta.url).pathname.endsWith(`/${KIT_FILE}`)) {
    throw new Error(
      `the kit is not loaded from its own file (${KIT_FILE}) but bundled into ${import.meta.url}`,
    );
  }
  // A dynamic import: the worker's static imports would be checked against a page's
  // `worker-src` (often `blob:` alone), this one against its `script-src`, which names the
  // kit's origin already. A failure is thrown again from a task, so it reaches the engine as
  // the worker's error event.
  const source = `URL.revokeObjectURL(import.meta.url);import(${JSON.stringify(import.meta.url)}).catch((e)=>setTimeout(()=>{throw e}))`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  return new Worker(url, { type: 'module', name: WORKER_NAME });
}

// In that worker, and only there, the module serves the indicator functions.
if ('WorkerGlobalScope' in globalThis && self.name === WORKER_NAME) {
  void import('./indicator-worker');
}
