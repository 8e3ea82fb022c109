import type { Browser } from '@playwright/test';
import { freshPage, PAGE_TIMEOUT_MS } from './browser';

/**
 * Where a first frame's time goes, from Chromium's own trace of one page load (the timeline
 * DevTools' Performance panel records): the main thread's time between the page's start mark,
 * the series answer and the end of the first frame, by kind of work. A traced run is slower than
 * an untraced one, so it is read for shares, never timed.
 */

/** The kinds of main-thread work a summary tells apart, in the order they are printed. */
export const WORK_KINDS = ['script', 'compile', 'style', 'layout', 'paint', 'gc', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The trace events whose own time is each kind (an event not named here is `other`). */
const KIND_OF_EVENT: Readonly<Record<string, WorkKind>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  'v8.callFunction': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.parseOnBackground': 'compile',
  'V8.CompileCode': 'compile',
  'V8.CompileLazy': 'compile',
  CacheScript: 'compile',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
};

/** One stretch of the load: how long it was, and the main thread's work in it by kind. */
export interface TraceStretch {
  ms: number;
  work: Record<WorkKind, number>;
  /** The time the main thread did nothing (waiting for the network or the next frame). */
  idle: number;
}

/** A traced load: before the series answer came, and from it to the end of the first frame. */
export interface TraceSummary {
  beforeAnswer: TraceStretch;
  afterAnswer: TraceStretch;
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string } };
}

const emptyWork = (): Record<WorkKind, number> =>
  Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;

/**
 * Each complete event's own time (its duration less its children's), within [from, to):
 * nested events (a forced layout inside a script) count as their own kind.
 */
function ownTimes(events: readonly TraceEvent[], from: number, to: number): TraceStretch {
  const work = emptyWork();
  let busy = 0;
  const stack: { end: number; kind: WorkKind; childTime: number; clipped: number }[] = [];
  const clip = (start: number, end: number) =>
    Math.max(0, Math.min(end, to) - Math.max(start, from));
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? Infinity) <= until) {
      const done = stack.pop();
      if (!done) break;
      const own = Math.max(0, done.clipped - done.childTime);
      work[done.kind] += own;
      const parent = stack.at(-1);
      if (parent) parent.childTime += done.clipped;
    }
  };
  for (const event of events) {
    const end = event.ts + (event.dur ?? 0);
    close(event.ts);
    const clipped = clip(event.ts, end);
    if (stack.length === 0) busy += clipped;
    stack.push({ end, kind: KIND_OF_EVENT[event.name] ?? 'other', childTime: 0, clipped });
  }
  close(Infinity);
  const ms = (to - from) / 1000;
  for (const kind of WORK_KINDS) work[kind] /= 1000;
  return { ms, work, idle: ms - busy / 1000 };
}

/**
 * Loads `url` once with Chromium's tracing on and sums the main thread's work: the page must set
 * the `bench:start` and `bench:frame` marks (`pages/first-frame.ts`) and ask for one price time
 * series. Undefined when the trace holds no start, no frame or no answer.
 */
export async function traceFirstFrame(
  browser: Browser,
  url: string,
): Promise<TraceSummary | undefined> {
  const { context, page } = await freshPage(browser);
  try {
    const session = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', {
      categories:
        'devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench, undefined, { timeout: PAGE_TIMEOUT_MS });
    await session.send('Tracing.end');
    await complete;

    const start = events.find((event) => event.name === 'bench:start');
    const frame = events.find((event) => event.name === 'bench:frame');
    if (!start || !frame) return undefined;
    const sent = events.find(
      (event) =>
        event.name === 'ResourceSendRequest' &&
        event.ts >= start.ts &&
        (event.args?.data?.url ?? '').includes('/price-time-series/'),
    );
    const answered = events.find(
      (event) =>
        event.name === 'ResourceFinish' &&
        event.args?.data?.requestId !== undefined &&
        event.args.data.requestId === sent?.args?.data?.requestId,
    );
    if (!answered) return undefined;
    const main = events
      .filter(
        (event) =>
          event.ph === 'X' &&
          event.pid === start.pid &&
          event.tid === start.tid &&
          event.ts + (event.dur ?? 0) > start.ts &&
          event.ts < frame.ts,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    return {
      beforeAnswer: ownTimes(main, start.ts, answered.ts),
      afterAnswer: ownTimes(main, answered.ts, frame.ts),
    };
  } finally {
    await context.close();
  }
}

/** A stretch as one printed line: its length, then each kind's milliseconds and the idle. */
export function stretchText(stretch: TraceStretch): string {
  const parts = WORK_KINDS.filter((kind) => stretch.work[kind] >= 0.5).map(
    (kind) => `${kind} ${stretch.work[kind].toFixed(0)}`,
  );
  return `${stretch.ms.toFixed(0).padStart(4)} ms: ${[...parts, `idle ${stretch.idle.toFixed(0)}`].join(', ')}`;
}
