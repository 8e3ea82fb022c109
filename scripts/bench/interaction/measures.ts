import type { SessionState } from '../pages/interaction-recorders';

/** What one run of the interaction bench measures, from what its page recorded. */

/** The two graphs: with the comparisons and indicators of the goal, and without (the baseline). */
export const VARIANTS = ['layers', 'baseline'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The steps of the scripted reader, in order; the load before them is not timed. */
export const STEPS = ['switch', 'add', 'hover'] as const;
export type Step = (typeof STEPS)[number];

/** A long task, as the Long Tasks API and the goal count them: over this, in milliseconds. */
export const LONG_TASK_MS = 50;

/** A repaint: frames and milliseconds from the data arriving to the end of the frame showing it. */
export interface Repaint {
  frames: number;
  ms: number;
}

/** A period switch's repaints. */
export interface SwitchRepaint {
  firstVisit: boolean;
  /** The chart's draws from the click on (the kept answer, the fresh one, the indicators). */
  draws: number;
  price: Repaint;
  layers: Repaint;
  /**
   * A revisit whose fresh answer was not drawn again (it equals the kept one): the time from
   * the click (as the page received it) to the end of the frame showing the kept answer.
   */
  keptShownMs?: number;
}

/** A long task of the scripted part, in the page's milliseconds, and the step it started in. */
export interface LongTask {
  start: number;
  duration: number;
  step: Step;
}

/** What one run measured. */
export interface RunResult {
  switches: SwitchRepaint[];
  longTasks: LongTask[];
  /** The page's frame interval when idle, in milliseconds. */
  frameMs: number;
  /** Indicator worker answers during the run: none would mean it computed on the main thread. */
  workerAnswers: number;
}

/** The repaints of the switch that started at `since` and ended before `until`. */
export function switchRepaint(
  state: SessionState,
  since: number,
  until: number,
  firstVisit: boolean,
): SwitchRepaint {
  const load = state.loads.findLast((entry) => entry.at > since && entry.at < until);
  if (!load) throw new Error('A switch loaded nothing');
  const draws = state.draws.filter((draw) => draw.at > since && draw.at < until);
  const kept = draws[0];
  const keptOnly = !firstVisit && kept !== undefined && draws.every((draw) => draw.at < load.at);
  const drawnAfter = (at: number): Repaint => {
    if (keptOnly) return { frames: 0, ms: 0 };
    const draw = draws.find((entry) => entry.at >= at);
    if (draw?.frame === undefined || draw.endAt === undefined) {
      const times = (entries: readonly { at: number }[]) =>
        entries.map((entry) => (entry.at - since).toFixed(0)).join(', ');
      throw new Error(
        `A ${firstVisit ? 'first visit' : 'revisit'} drew nothing after its data: ms after the ` +
          `click, answers read at ${times(state.loads.filter((entry) => entry.at > since && entry.at < until))}, ` +
          `draws at ${times(draws)}, the next switch at ${(until - since).toFixed(0)}`,
      );
    }
    return { frames: draw.frame - load.frame, ms: draw.endAt - load.at };
  };
  const asked = new Set(
    state.posts.filter((post) => post.at > load.at && post.at < until).map((post) => post.id),
  );
  const answers = state.replies.filter((reply) => asked.has(reply.id)).map((reply) => reply.at);
  return {
    firstVisit,
    draws: draws.length,
    price: drawnAfter(load.at),
    layers: drawnAfter(answers.length > 0 ? Math.max(...answers) : load.at),
    ...(keptOnly && kept.endAt !== undefined
      ? { keptShownMs: kept.endAt - (state.clicks.find((at) => at > since) ?? since) }
      : {}),
  };
}

/** The longest of some tasks, 0 when there are none. */
export const longestOf = (tasks: readonly LongTask[]) =>
  tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
/** Total blocking time: what the tasks spent beyond 50 ms each. */
export const blockingOf = (tasks: readonly LongTask[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
