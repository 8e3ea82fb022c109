import { median } from '../harness/statistics';

/**
 * The interaction page's recorders, inlined in its head as a classic script so that they run
 * before the element's module: frames, data arrivals, draws, the indicator worker's calls and
 * answers, long tasks, clicks and failures, in `window.__session`; and `window.__frameMs`,
 * which times the page's frames.
 */

/** What the page records, in `performance.now()` milliseconds and frame counts. */
export interface SessionState {
  /** Animation frames so far. */
  frames: number;
  /** Price time series bodies read in full. */
  loads: { at: number; frame: number }[];
  /** `bw-graph-drawn`s: when, the frame that showed it, and the end of that frame. */
  draws: { at: number; frame?: number; endAt?: number }[];
  /** Calls to the indicator worker and its answers, by comlink's message id. */
  posts: { id?: string; at: number }[];
  replies: { id?: string; at: number }[];
  /** Long Tasks API entries. */
  longTasks: { start: number; duration: number }[];
  /** Clicks, as the page received them. */
  clicks: number[];
  errors: string[];
}

declare global {
  interface Window {
    __session?: SessionState;
    /** The median time between the next `frames` animation frames, in milliseconds. */
    __frameMs?: (frames: number) => Promise<number>;
  }
}

const state: SessionState = {
  frames: 0,
  loads: [],
  draws: [],
  posts: [],
  replies: [],
  longTasks: [],
  clicks: [],
  errors: [],
};
window.__session = state;
const now = () => performance.now();
/** A message's comlink id, if it has one. */
const idOf = (data: unknown) => (data as { id?: string } | null | undefined)?.id;

const tick = () => {
  state.frames += 1;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

// The data has arrived once the answer's body is read in full (before it is parsed).
const responses = Response.prototype as unknown as Record<
  'text' | 'json',
  (this: Response) => Promise<unknown>
>;
for (const method of ['text', 'json'] as const) {
  const read = responses[method];
  responses[method] = async function (this: Response) {
    const body = await read.call(this);
    if (this.url.includes('/price-time-series/')) {
      state.loads.push({ at: now(), frame: state.frames });
    }
    return body;
  };
}

// The indicator worker's calls and answers, matched by comlink's message ids.
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.addEventListener('message', (event) => {
      state.replies.push({ id: idOf(event.data), at: now() });
    });
  }
  override postMessage(message: unknown, ...rest: unknown[]): void {
    state.posts.push({ id: idOf(message), at: now() });
    (super.postMessage as (...args: unknown[]) => void).call(this, message, ...rest);
  }
};

document.addEventListener('click', () => state.clicks.push(now()), true);
document.addEventListener('bw-graph-drawn', () => {
  const draw: SessionState['draws'][number] = { at: now() };
  state.draws.push(draw);
  requestAnimationFrame(() => {
    draw.frame = state.frames;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      draw.endAt = now();
    };
    channel.port2.postMessage(null);
  });
});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }
}).observe({ type: 'longtask', buffered: true });

window.__frameMs = (frames) =>
  new Promise((resolve) => {
    const stamps: number[] = [];
    const step = (stamp: number) => {
      stamps.push(stamp);
      if (stamps.length <= frames) {
        requestAnimationFrame(step);
        return;
      }
      resolve(median(stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? stamp))));
    };
    requestAnimationFrame(step);
  });

const fail = (message: unknown) => state.errors.push(String(message));
document.addEventListener('bw-error', (event) => fail(event.detail.message));
window.addEventListener('error', (event) => fail(event.message));
window.addEventListener('unhandledrejection', (event) => fail(event.reason));
