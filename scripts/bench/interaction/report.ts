import { count, median, ms, times } from '../harness/statistics';
import {
  blockingOf,
  LONG_TASK_MS,
  longestOf,
  STEPS,
  VARIANTS,
  type LongTask,
  type RunResult,
  type Step,
  type SwitchRepaint,
  type Variant,
} from './measures';
import type { ReaderScript } from './reader';

/** The interaction bench's tables and goals, printed from the runs of both graphs. */
export interface Report {
  runsOf: (variant: Variant) => readonly RunResult[];
  /** Timed runs of each graph. */
  runs: number;
  script: ReaderScript;
  /** The page's idle frame interval, the median of every run's, in milliseconds. */
  frameMs: number;
  /** The goal: the new period on screen within this many frames of its data arriving. */
  goalFrames: number;
  /** The goal: no task on the main thread longer than this, in milliseconds. */
  taskGoalMs: number;
}

const worst = (values: readonly number[]): number => Math.max(...values);
const plainCount = (value: number) => value.toFixed(value % 1 === 0 ? 0 : 1);
const frameCount = (value: number) => `${plainCount(value)} fr`;
/** A longest task's time; 0 is a run without one. */
const longestMs = (value: number) => (value === 0 ? 'none' : ms(value));
/** A statistic of the runs: its median, and its worst in brackets. */
const cell = (values: readonly number[], format: (value: number) => string, width = 20) =>
  `${format(median(values))} (${format(worst(values))})`.padStart(width);
const countOf = (tasks: readonly LongTask[]) => tasks.length;

/** A measure of each run's long tasks, of one step or of all. */
const perRun = (
  report: Report,
  variant: Variant,
  measure: (tasks: readonly LongTask[]) => number,
  step?: Step,
) =>
  report
    .runsOf(variant)
    .map((run) =>
      measure(run.longTasks.filter((task) => step === undefined || task.step === step)),
    );

/** Period switch repaints, in frames counted, milliseconds and idle frame intervals. */
export function printRepaints(report: Report): void {
  const { runsOf, frameMs } = report;
  const inIntervals = (value: number) => value / frameMs;
  console.log('');
  console.log(
    `Period switch repaint, from the data arriving (the answer's body read) to the end of the ` +
      `frame showing it: median (worst) of ${String(report.runs * report.script.switches)} ` +
      `switches per graph, in frames counted, in ms, and in idle frame intervals (ms / ${ms(frameMs)}).`,
  );
  const heading = (title: string) => `${'-'.repeat(14)} ${title} ${'-'.repeat(14)}`;
  console.log(
    `  ${''.padEnd(24)} ${heading('price drawn').padStart(62)}   ${heading('layers drawn')}`,
  );
  console.log(
    `  ${''.padEnd(24)} ${'counted'.padStart(20)} ${'ms'.padStart(20)} ${'intervals'.padStart(20)}` +
      `   ${'counted'.padStart(14)} ${'ms'.padStart(20)} ${'intervals'.padStart(20)}`,
  );
  const repaintRows: [string, (repaint: SwitchRepaint) => boolean][] = [
    ['all switches', () => true],
    ['first visits', (repaint) => repaint.firstVisit],
    ['revisits', (repaint) => !repaint.firstVisit],
  ];
  for (const variant of VARIANTS) {
    const switches = runsOf(variant).flatMap((run) => run.switches);
    for (const [label, keep] of repaintRows) {
      const kept = switches.filter(keep);
      const columns = (which: 'price' | 'layers', width: number) => {
        const repaints = kept.map((repaint) => repaint[which]);
        return [
          cell(
            repaints.map((repaint) => repaint.frames),
            frameCount,
            width,
          ),
          cell(
            repaints.map((repaint) => repaint.ms),
            ms,
          ),
          cell(
            repaints.map((repaint) => inIntervals(repaint.ms)),
            frameCount,
          ),
        ].join(' ');
      };
      console.log(
        `  ${`${variant}, ${label}`.padEnd(24)} ${columns('price', 20)}   ${columns('layers', 14)}`,
      );
    }
  }
  console.log(
    `  Chart draws per switch (bw-graph-drawn from the click on), median (most): ` +
      VARIANTS.map(
        (variant) =>
          `${variant} ${cell(
            runsOf(variant).flatMap((run) => run.switches.map((repaint) => repaint.draws)),
            plainCount,
            0,
          )}`,
      ).join(', '),
  );
  for (const variant of VARIANTS) {
    const revisits = runsOf(variant)
      .flatMap((run) => run.switches)
      .filter((repaint) => !repaint.firstVisit);
    const keptShown = revisits.flatMap((repaint) => repaint.keptShownMs ?? []);
    console.log(
      `  ${variant}: ${String(keptShown.length)} of ${String(revisits.length)} revisits drew ` +
        `nothing after the data, the fresh answer being the one kept (0 frames above)` +
        (keptShown.length > 0
          ? `; the kept answer was on screen ${cell(keptShown, ms, 0)} after the click`
          : ''),
    );
  }
}

/** Long tasks per run and per step, and the layers' over the baseline's. */
export function printLongTasks(report: Report): void {
  const { runsOf, script } = report;
  console.log('');
  console.log(
    `Long tasks (over ${String(LONG_TASK_MS)} ms, from the page's Long Tasks observer) while ` +
      `switching periods (${String(script.switches)}), adding ${script.added.join(' and ')}, and ` +
      `hovering (${String(script.moves)} moves): per run, median (worst) of ${String(report.runs)} ` +
      `runs; blocking = the time beyond ${String(LONG_TASK_MS)} ms of each, summed.`,
  );
  console.log(
    `  ${''.padEnd(10)} ${'tasks'.padStart(12)} ${'longest'.padStart(22)} ` +
      `${'blocking'.padStart(22)}   ` +
      STEPS.map((step) => `${step}: tasks, longest`.padStart(30)).join(' '),
  );
  for (const variant of VARIANTS) {
    const of = (measure: (tasks: readonly LongTask[]) => number, step?: Step) =>
      perRun(report, variant, measure, step);
    console.log(
      `  ${variant.padEnd(10)} ${cell(of(countOf), plainCount, 12)} ` +
        `${cell(of(longestOf), longestMs, 22)} ${cell(of(blockingOf), ms, 22)}   ` +
        STEPS.map((step) =>
          `${cell(of(countOf, step), plainCount, 8)}, ${cell(of(longestOf, step), longestMs, 20)}`.padStart(
            30,
          ),
        ).join(' '),
    );
  }
  const ratioOf = (measure: (tasks: readonly LongTask[]) => number) =>
    median(perRun(report, 'layers', measure)) / median(perRun(report, 'baseline', measure));
  const ratioText = (ratio: number) =>
    Number.isFinite(ratio) ? times(ratio) : 'no ratio (the baseline has no long task)';
  console.log(
    `  layers / baseline: longest task ${ratioText(ratioOf(longestOf))}, blocking ` +
      `${ratioText(ratioOf(blockingOf))} (medians of the runs)`,
  );
  for (const variant of VARIANTS) {
    const all = runsOf(variant).flatMap((run) => run.longTasks);
    const top = all.reduce<LongTask | undefined>(
      (found, task) => (found && found.duration >= task.duration ? found : task),
      undefined,
    );
    console.log(
      `  ${variant}: ` +
        (top
          ? `the longest task of all runs took ${ms(top.duration)}, while the reader was in ` +
            `"${top.step}"; long tasks of all runs by step: ` +
            STEPS.map(
              (step) => `${step} ${String(all.filter((task) => task.step === step).length)}`,
            ).join(', ')
          : `no task over ${String(LONG_TASK_MS)} ms in any run`),
    );
  }
  console.log(
    `  The indicator worker answered a median of ${count(median(runsOf('layers').map((run) => run.workerAnswers)))} ` +
      `calls per run with layers: the indicators were computed off the main thread.`,
  );
}

/** The goals, judged on the medians (printed only: no time fails the bench). */
export function printGoals(report: Report): void {
  const { frameMs, goalFrames } = report;
  const inIntervals = (value: number) => value / frameMs;
  // The goal is judged on first visits: a revisit's fresh answer, equal to the one kept, has
  // nothing left to draw (its repaints count 0), and would flatter the median.
  const medianOf = (variant: Variant, measure: (repaint: SwitchRepaint) => number) =>
    median(
      report
        .runsOf(variant)
        .flatMap((run) => run.switches)
        .filter((repaint) => repaint.firstVisit)
        .map(measure),
    );
  const counted = medianOf('layers', (repaint) => repaint.price.frames);
  const timed = medianOf('layers', (repaint) => repaint.price.ms);
  const layersTimed = medianOf('layers', (repaint) => repaint.layers.ms);
  const baselineTimed = medianOf('baseline', (repaint) => repaint.price.ms);
  const overGoal = (tasks: readonly LongTask[]) =>
    tasks.filter((task) => task.duration > report.taskGoalMs).length;
  const tasks = median(perRun(report, 'layers', overGoal));
  const longestTask = median(perRun(report, 'layers', longestOf));
  const switchTasks = median(perRun(report, 'layers', countOf, 'switch'));
  console.log('');
  console.log(
    `Goal: with 3 comparisons and 4 indicators on 10 years of daily data, a period switch ` +
      `repaints within ${String(goalFrames)} frames of the data arriving: ` +
      `${counted <= goalFrames && switchTasks === 0 ? 'met' : 'NOT met'} ` +
      `(first visits: median ${frameCount(counted)} counted, with ` +
      `${plainCount(switchTasks)} tasks over ${String(LONG_TASK_MS)} ms while switching in the ` +
      `median run; ${ms(timed)} = ${frameCount(inIntervals(timed))} of ${ms(frameMs)}, against ` +
      `${ms(baselineTimed)} = ${frameCount(inIntervals(baselineTimed))} without the layers ` +
      `(${times(timed / baselineTimed)}); the indicators for the new series are drawn after ` +
      `${ms(layersTimed)}).`,
  );
  console.log(
    `Goal: no task on the main thread exceeds ${String(report.taskGoalMs)} ms while the user ` +
      `switches periods, adds indicators and hovers: ${tasks === 0 ? 'met' : 'NOT met'} ` +
      `(median ${plainCount(tasks)} tasks over ${String(report.taskGoalMs)} ms per run, the ` +
      `longest ${longestMs(longestTask)}).`,
  );
}
