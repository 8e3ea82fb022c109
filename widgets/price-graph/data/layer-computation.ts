import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { IndicatorEngine } from '../../../core/worker/indicator-engine';
import { afterNextFrame } from '../ui/draw-timing';
import type { Computed, LayerJob } from '../model/layer-computations';
import { LayerResults } from '../model/layer-results';
import type { PriceSeries } from '../model/price-series';

/**
 * The computations of one graph's layers (indicators and markers), framework-free: which series
 * is on screen, what is still to compute for it, and the results (`LayerResults`, kept per
 * series and parameters, so a re-render or a cursor move never computes again). Computing starts
 * once the frame showing the series is on screen, and a series' results are announced together
 * (`finished` changes once): on a machine of few cores the worker's computing would otherwise
 * compete with that frame, and the price is never held back by its indicators. Results of a
 * series no longer shown are kept but not announced.
 */
export class LayerComputation {
  readonly results = new LayerResults();
  readonly #finished = signal(0);
  #shown: PriceSeries | undefined;

  constructor(readonly engine: IndicatorEngine) {}

  /** Changes each time the results of the series on screen are complete. */
  get finished(): ReadonlySignal<number> {
    return this.#finished;
  }

  /**
   * Shows `series` with `jobs`: computes, after the next frame, what is missing for it. Returns
   * what hides it again (a newer series, or the graph gone). A computation asked for always
   * runs, as its jobs are marked as running: a hidden series keeps its results for when it is
   * shown again, unannounced.
   */
  show(series: PriceSeries, jobs: readonly LayerJob[]): () => void {
    this.#shown = series;
    const toRun = series.times.length === 0 ? undefined : this.results.toRun(series, jobs);
    if (toRun && toRun.jobs.length > 0) afterNextFrame(() => void this.#compute(series, toRun));
    return () => {
      if (this.#shown === series) this.#shown = undefined;
    };
  }

  async #compute(
    series: PriceSeries,
    toRun: { jobs: readonly LayerJob[]; keep: (job: LayerJob, value: Computed) => void },
  ): Promise<void> {
    await Promise.all(
      toRun.jobs.map((job) =>
        job.run(this.engine, series).then(
          (value) => toRun.keep(job, value),
          // Parameters the indicator refuses draw nothing rather than break the graph.
          () => toRun.keep(job, { lines: [] }),
        ),
      ),
    );
    if (this.#shown !== series) return;
    this.results.computed(series);
    this.#finished.value += 1;
  }
}
