/*
 * Sparks render in one batch per frame: however many of them change in a task (a CMS page's
 * content inserted at once, or several attributes of one spark set one after another), each
 * renders once, all of them in the same requestAnimationFrame callback, before the browser
 * lays out and paints that frame. What the reader does not see (the text alternative) is
 * written afterwards, when the page is idle, so it never delays a drawing or the reader's input.
 */

/** Something that renders in the next frame's batch, and may finish after that frame. */
export interface FrameRenderer {
  /** Draws; returns what is left to do when the page is idle, if anything. */
  renderFrame(): (() => void) | undefined;
}

const pending = new Set<FrameRenderer>();
const followUps = new Map<FrameRenderer, () => void>();
let scheduled = false;

/** Runs before the next paint; a page without animation frames (a test DOM) uses a task. */
const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(callback, 0);

/** Runs one spark's step, so that its failure does not keep the others from drawing. */
function safely(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error('<spark-graph>: drawing failed', error);
  }
}

/** The longest the follow-up work waits for an idle moment, in milliseconds. */
const FOLLOW_UP_TIMEOUT_MS = 500;
/** Idle time left below which the follow-up work yields to the page, in milliseconds. */
const FOLLOW_UP_MARGIN_MS = 1;

/** Runs when the page is idle; Safari has no idle callbacks, so there a task after the frame. */
const whenIdle: (callback: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: FOLLOW_UP_TIMEOUT_MS })
    : (callback) => setTimeout(callback, 0);

let followingUp = false;

/** Runs follow-ups while the idle period lasts, and the rest in the next one. */
function followUp(deadline?: IdleDeadline): void {
  followingUp = false;
  for (const [renderer, step] of followUps) {
    followUps.delete(renderer);
    safely(step);
    if (deadline && !deadline.didTimeout && deadline.timeRemaining() < FOLLOW_UP_MARGIN_MS) break;
  }
  scheduleFollowUp();
}

function scheduleFollowUp(): void {
  if (followingUp || followUps.size === 0) return;
  followingUp = true;
  whenIdle(followUp);
}

function flush(): void {
  scheduled = false;
  const batch = [...pending];
  pending.clear();
  for (const renderer of batch) {
    safely(() => {
      const rest = renderer.renderFrame();
      if (rest) followUps.set(renderer, rest);
      else followUps.delete(renderer);
    });
  }
  scheduleFollowUp();
}

/** Renders `renderer` in the next frame's batch (once, however often this is called before). */
export function renderInNextFrame(renderer: FrameRenderer): void {
  pending.add(renderer);
  if (scheduled) return;
  scheduled = true;
  nextFrame(flush);
}

/** Takes `renderer` out of the batches, e.g. when its element leaves the page. */
export function cancelFrameRender(renderer: FrameRenderer): void {
  pending.delete(renderer);
  followUps.delete(renderer);
}
