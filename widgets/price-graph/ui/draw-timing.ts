/**
 * When the graph's work runs, so that what the reader waits for comes first and no task grows
 * long: each function runs a callback at a moment and returns what cancels it.
 */

/** Soon, in a task of its own (before timers). */
export function inNextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** Once the current task's work is done, in the same task. */
export function afterRender(callback: () => void): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * After the next frame is on screen: in a task after it. Without frames (a page that draws
 * none), in a task of its own.
 */
export function afterNextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return inNextTask(callback);
  let cancelNext: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    cancelNext = inNextTask(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelNext?.();
  };
}

/**
 * In the frame after the next, before it is painted: the next frame shows what is there now, and
 * what the callback changes shows in the one after, with no task between the two frames (a task
 * right after a frame would hold up whatever else waits for that frame). Without frames, in a
 * task of its own.
 */
export function inFrameAfterNext(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return inNextTask(callback);
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}
