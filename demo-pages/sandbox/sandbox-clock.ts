import * as v from 'valibot';

/**
 * The sandbox's clock. By default it is the machine's. Pinned, it starts at a chosen instant and
 * runs on from there at the machine's pace: prices, holdings, trading days, cut-offs and every
 * other rule that reads the date see one chosen day, while tokens still expire, throttles still
 * pass and the feed still ticks. Tests pin it so that what they see does not depend on the day
 * they run; anyone can pin it to look at a weekend, a holiday or a clock change.
 *
 * A pinned clock is the machine's clock moved by a fixed offset, so a page can keep the same
 * time: every HTML page the sandbox serves then loads `/sandbox/clock.js` before anything else,
 * and that script moves the page's `Date` by the same offset (the kit reads "today" from it).
 */
export interface SandboxClock {
  /** The sandbox's time, in epoch milliseconds. */
  now(): number;
  /** How far the sandbox's time is from the machine's, in milliseconds (0 unless pinned). */
  readonly offsetMs: number;
  readonly pinned: boolean;
}

/** The machine's clock, or one that starts at `pinnedAt` (epoch milliseconds) and runs on. */
export function sandboxClock(pinnedAt?: number, machineNow: () => number = Date.now): SandboxClock {
  const offsetMs = pinnedAt === undefined ? 0 : pinnedAt - machineNow();
  return {
    now: offsetMs === 0 ? machineNow : () => machineNow() + offsetMs,
    offsetMs,
    pinned: pinnedAt !== undefined,
  };
}

const ClockStartSchema = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'write the instant as an ISO 8601 date and time with its offset, e.g. 2026-03-18T10:30:00+01:00',
  ),
  v.transform((text) => Date.parse(text)),
  v.check((epochMs) => Number.isFinite(epochMs), 'there is no such date'),
);

/**
 * The instant a pinned clock starts at, from its ISO 8601 text with an explicit offset (a clock
 * without one would mean another day in another time zone). Throws a RangeError saying what
 * is wrong.
 */
export function parseClockStart(text: string): number {
  const result = v.safeParse(ClockStartSchema, text);
  if (!result.success) {
    throw new RangeError(`--clock ${text}: ${result.issues[0].message}`);
  }
  const epochMs = result.output;
  // Date.parse rolls 2026-02-31 over into March; a date that does not exist is refused.
  if (new Date(epochMs + offsetOf(text)).toISOString().slice(0, 10) !== text.slice(0, 10)) {
    throw new RangeError(`--clock ${text}: there is no such date`);
  }
  return epochMs;
}

/** The offset an ISO 8601 text names, in milliseconds east of UTC. */
function offsetOf(text: string): number {
  const zone = /([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!zone) return 0;
  const minutes = Number(zone[2]) * 60 + Number(zone[3]);
  return (zone[1] === '-' ? -minutes : minutes) * 60_000;
}

/** Where a pinned sandbox serves the script that moves a page's clock. */
export const PAGE_CLOCK_PATH = '/sandbox/clock.js';

/**
 * The script that moves a page's `Date` by the sandbox's offset: `Date.now()` and `new Date()`
 * read the sandbox's time; a `Date` of a given instant is that instant, as before.
 */
export function pageClockScript(offsetMs: number): string {
  return `// The sandbox's clock is pinned: this page's Date keeps its time.
(() => {
  const offset = ${JSON.stringify(offsetMs)};
  const MachineDate = Date;
  const now = () => MachineDate.now() + offset;
  function SandboxDate(...args) {
    if (!new.target) return new MachineDate(now()).toString();
    return args.length === 0 ? new MachineDate(now()) : new MachineDate(...args);
  }
  SandboxDate.prototype = MachineDate.prototype;
  SandboxDate.now = now;
  SandboxDate.parse = MachineDate.parse;
  SandboxDate.UTC = MachineDate.UTC;
  globalThis.Date = SandboxDate;
})();
`;
}

/** An HTML page that loads the page clock from `src` before any script of its own. */
export function withPageClock(html: string, src: string): string {
  const tag = `<script src="${src}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${tag}\n${html}`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}
