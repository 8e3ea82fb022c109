import type { Computed, LayerJob } from './layer-computations';
import type { PriceSeries } from './price-series';

/**
 * The results of the layers' computations, kept per series and job, and which of them a series
 * is drawn with: its own, or while its own are computed, those of the last series computed, on
 * the points the two share unchanged. A result is never drawn against another series' points.
 */

/** A computation, with what it is computed from; its value is undefined while it runs. */
interface Result {
  readonly from: unknown;
  readonly value: Computed | undefined;
}

/**
 * How many leading points two series share unchanged. Indicators and markers at a point depend
 * only on that point and those before it, so a result of the older series is still right up
 * to there: a live tick, which changes the last bar only, keeps every value before it drawn.
 */
export function unchangedPoints(older: PriceSeries, newer: PriceSeries): number {
  const length = Math.min(older.times.length, newer.times.length);
  for (let index = 0; index < length; index += 1) {
    if (
      older.times[index] !== newer.times[index] ||
      older.close[index] !== newer.close[index] ||
      older.high[index] !== newer.high[index] ||
      older.low[index] !== newer.low[index]
    ) {
      return index;
    }
  }
  return length;
}

/**
 * The results a new series starts with: those of the last series computed when the two are the
 * same points (a revisited period's fresh answer, equal to the one kept), else none.
 */
function resultsKept(
  older: PriceSeries | undefined,
  kept: ReadonlyMap<string, Result> | undefined,
  newer: PriceSeries,
): Map<string, Result> {
  const same =
    older !== undefined &&
    older.times.length === newer.times.length &&
    unchangedPoints(older, newer) === newer.times.length;
  return new Map(same && kept ? [...kept].filter(([, result]) => result.value) : []);
}

/** A result of an older series cut to the points it shares with the newer one (NaN after). */
export function trimmed(value: Computed, length: number, shared: number): Computed {
  const cut = (values: Float64Array) => {
    const next = new Float64Array(length).fill(Number.NaN);
    next.set(values.subarray(0, Math.min(shared, values.length, length)));
    return next;
  };
  if ('lines' in value) {
    return {
      lines: value.lines.map((line) => ({ name: line.name, values: cut(line.values) })),
      ...(value.histogram ? { histogram: cut(value.histogram) } : {}),
    };
  }
  if ('buySell' in value) {
    return { buySell: value.buySell.filter((marker) => marker.index < shared) };
  }
  return { events: value.events.filter((marker) => marker.index < shared) };
}

/** The results of one graph's layers, by series (held weakly: a series gone takes its results). */
export class LayerResults {
  readonly #bySeries = new WeakMap<PriceSeries, Map<string, Result>>();
  /** The last series with results, whose results stand in while a newer one is computed. */
  #lastComputed: PriceSeries | undefined;

  /**
   * The jobs of `series` still to run, those without a result of their input, now marked as
   * running; with `keep`, which stores a result of one of them. With none to run, `series` is
   * the last computed.
   */
  toRun(
    series: PriceSeries,
    jobs: readonly LayerJob[],
  ): { jobs: LayerJob[]; keep: (job: LayerJob, value: Computed) => void } {
    let store = this.#bySeries.get(series);
    if (!store) {
      const older = this.#lastComputed;
      store = resultsKept(older, older && this.#bySeries.get(older), series);
      this.#bySeries.set(series, store);
    }
    const own = store;
    const stale = (job: LayerJob) => {
      const result = own.get(job.key);
      return !result || result.from !== job.from;
    };
    const toRun = jobs.filter(stale);
    if (toRun.length === 0) this.#lastComputed = series;
    for (const job of toRun) own.set(job.key, { from: job.from, value: undefined });
    return { jobs: toRun, keep: (job, value) => own.set(job.key, { from: job.from, value }) };
  }

  /** The jobs of `series` have all come back: its results stand in for the next series. */
  computed(series: PriceSeries): void {
    this.#lastComputed = series;
  }

  /** How many leading points `series` shares with the last series computed, if another. */
  sharedPoints(series: PriceSeries): number {
    const older = this.#lastComputed;
    return older && older !== series ? unchangedPoints(older, series) : 0;
  }

  /**
   * What a job's layer is drawn from on `series`: its own result, else the last computed series'
   * on the `shared` points (see `sharedPoints`), else nothing yet.
   */
  drawnFrom(series: PriceSeries, shared: number): (job: LayerJob) => Computed | undefined {
    const own = this.#bySeries.get(series);
    const last = this.#lastComputed;
    const older = last && this.#bySeries.get(last);
    const length = series.times.length;
    const sameLength = last?.times.length === length;
    return (job) => {
      const result = own?.get(job.key);
      if (result?.value && result.from === job.from) return result.value;
      const stale = older?.get(job.key);
      if (!stale?.value || stale.from !== job.from || shared === 0) return undefined;
      // The same points as the series computed: its results are this one's.
      return shared === length && sameLength ? stale.value : trimmed(stale.value, length, shared);
    };
  }
}
