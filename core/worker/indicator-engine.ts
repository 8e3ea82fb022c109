import { wrap, type Remote } from 'comlink';
import { INDICATOR_NAMES } from './indicator-names';
import type { IndicatorName, IndicatorService } from './indicator-service';
import { spawnIndicatorWorker } from './spawn-from-text';
import { WORKER_READY } from './worker-ready';

type Asynchronous<S> = {
  readonly [K in keyof S]: S[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<R>
    : never;
};

/** Where the engine computes. */
export type EngineMode = 'worker' | 'main-thread';

/**
 * The indicator and marker functions of core/indicators, computed off the main thread.
 * Inputs are cloned into the worker (the caller keeps its arrays); results come back with
 * their buffers transferred.
 */
export interface IndicatorEngine extends Asynchronous<IndicatorService> {
  /** Resolves once the engine knows whether its worker started. */
  mode(): Promise<EngineMode>;
}

/** How long a started worker may take to say it is ready before the engine gives up on it. */
export const WORKER_START_TIMEOUT_MS = 5000;

/**
 * Starts the worker at the first call and waits until it says it is ready. A page whose
 * Content-Security-Policy refuses blob: workers makes the constructor throw (or the worker fail
 * to load); then the same functions run on the main thread, with one warning.
 */
export function createIndicatorEngine(spawn: () => Worker = spawnIndicatorWorker): IndicatorEngine {
  const fallBack = (reason: unknown) => {
    console.warn(
      'broker-widgets: the indicator worker could not start, so indicators are computed on the main thread.',
      reason,
    );
    return undefined;
  };

  // Started by the first call, not before: a graph without indicators or markers never pays
  // for a worker (its start takes the main thread and a core for several milliseconds).
  let started: Promise<Remote<IndicatorService> | undefined> | undefined;
  const ready = () => (started ??= start());
  const start = () =>
    new Promise<Remote<IndicatorService> | undefined>((resolve) => {
      let worker: Worker;
      try {
        worker = spawn();
      } catch (error) {
        resolve(fallBack(error));
        return;
      }
      const stopWaiting = () => {
        clearTimeout(timer);
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      const giveUp = (reason: unknown) => {
        stopWaiting();
        worker.terminate();
        resolve(fallBack(reason));
      };
      const onMessage = (event: MessageEvent) => {
        if (event.data !== WORKER_READY) return;
        stopWaiting();
        resolve(wrap<IndicatorService>(worker));
      };
      const onError = (event: ErrorEvent) => giveUp(event.message || 'worker error');
      const timer = setTimeout(() => giveUp('no answer'), WORKER_START_TIMEOUT_MS);
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
    });

  const call =
    (name: IndicatorName) =>
    async (...args: unknown[]): Promise<unknown> => {
      const remote = await ready();
      const target = (remote ?? (await mainThreadService()))[name] as (...a: unknown[]) => unknown;
      return target(...args);
    };

  const engine = Object.fromEntries(INDICATOR_NAMES.map((name) => [name, call(name)]));
  return {
    ...(engine as unknown as Asynchronous<IndicatorService>),
    mode: async () => ((await ready()) ? 'worker' : 'main-thread'),
  };
}

/**
 * The functions on the main thread, loaded only when the worker cannot start: where the build
 * splits code into chunks, a page whose worker runs (nearly every page) loads them in the
 * worker alone.
 */
function mainThreadService(): Promise<IndicatorService> {
  return import('./indicator-service').then((module) => module.indicatorService);
}

let pageEngine: IndicatorEngine | undefined;

/** The page's one indicator engine: every graph on the page shares its worker. */
export function indicatorEngine(): IndicatorEngine {
  pageEngine ??= createIndicatorEngine();
  return pageEngine;
}
