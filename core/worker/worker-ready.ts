/**
 * What the indicator worker posts once it serves calls. The engine waits for it: a worker that
 * loads the kit's own module is not listening until that module has run, and a call sent
 * earlier would be lost.
 */
export const WORKER_READY = 'broker-widgets: indicators ready';
