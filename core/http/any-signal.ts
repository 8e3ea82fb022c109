/**
 * A signal that aborts as soon as one of `signals` does, with its reason: `AbortSignal.any`
 * where the engine has it (Chrome 116, Firefox 124, Safari 17.4), else the same by listeners,
 * so a request with both a caller's signal and a timeout works in older engines too.
 */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
