/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { buffersOf, indicatorService, type IndicatorService } from './indicator-service';
import { WORKER_READY } from './worker-ready';

/*
 * The worker: exposes only the indicator and marker functions. Results go back with their
 * typed-array buffers transferred, not copied (a 1M-point series is 8 MB per line).
 */
const transferring = Object.fromEntries(
  Object.entries(indicatorService).map(([name, compute]) => [
    name,
    (...args: unknown[]) => {
      const result: unknown = (compute as (...a: unknown[]) => unknown)(...args);
      return transfer(result, buffersOf(result));
    },
  ]),
) as IndicatorService;

expose(transferring);
(self as unknown as DedicatedWorkerGlobalScope).postMessage(WORKER_READY);
