import type uPlot from 'uplot';

/** Tells when a frame has been drawn (the first frame, for the benchmark and tests). */
export function drawnPlugin(onDrawn: (points: number) => void): uPlot.Plugin {
  return { hooks: { draw: (u) => onDrawn(u.data[0].length) } };
}
