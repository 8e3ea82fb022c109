import uPlot from 'uplot';

/**
 * A stand-in for a uPlot chart in the plugins' tests (node has no canvas): a plot of `points`
 * points across its box, with linear scales, whose canvas context records every call and every
 * style set, in order, so a test reads what a hook drew and where.
 */

/** One thing done on the canvas: a method called, or a style set (`name` is then `set:<style>`). */
export interface CanvasCall {
  name: string;
  args: unknown[];
}

/** A path as drawn: its commands, in order (`Path2D` has none in node). */
export class RecordingPath {
  readonly commands: CanvasCall[] = [];
  moveTo(...args: number[]): void {
    this.commands.push({ name: 'moveTo', args });
  }
  lineTo(...args: number[]): void {
    this.commands.push({ name: 'lineTo', args });
  }
  rect(...args: number[]): void {
    this.commands.push({ name: 'rect', args });
  }
}

/** The plot's box on the canvas, in canvas pixels. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RecordingPlot {
  /** The stand-in, to give to a plugin's hooks. */
  plot: uPlot;
  /** Everything done on the canvas, in order. */
  calls: CanvasCall[];
  /** The arguments of each call of one method, in order. */
  argsOf: (name: string) => unknown[][];
  /** The scale ranges `setScale` was given, in order. */
  scalesSet: { key: string; min?: number | null; max?: number | null }[];
  /** How many times the plugin asked for a redraw. */
  redraws: () => number;
}

/**
 * A plot of `points` points spread evenly across `box` (the first at its left edge, the last at
 * its right), showing `view` of them, with `values` (bottom to top) spread across its height.
 * uPlot's device pixel ratio is left unset where there is no window; the stand-in sets it to 1.
 */
export function recordingPlot(options: {
  points: number;
  view?: [number, number];
  values?: [number, number];
  box?: PlotBox;
  data?: uPlot.AlignedData;
  cursor?: Partial<uPlot.Cursor>;
  /** The width `measureText` gives each character, in canvas pixels. */
  charWidth?: number;
}): RecordingPlot {
  uPlot.pxRatio = 1;
  const box = options.box ?? { left: 0, top: 0, width: 400, height: 200 };
  const [xMin, xMax] = options.view ?? [0, options.points - 1];
  const [yMin, yMax] = options.values ?? [0, 100];
  const calls: CanvasCall[] = [];
  const scalesSet: RecordingPlot['scalesSet'] = [];
  let redraws = 0;
  const charWidth = options.charWidth ?? 6;
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      if (name === 'measureText') {
        return (text: string) => ({
          width: text.length * charWidth,
          actualBoundingBoxAscent: charWidth,
        });
      }
      return (...args: unknown[]) => {
        calls.push({ name, args });
      };
    },
    set: (target, name, value) => {
      if (typeof name === 'string') calls.push({ name: `set:${name}`, args: [value] });
      target[name] = value;
      return true;
    },
  });
  const over = new EventTarget() as EventTarget & { getBoundingClientRect: () => DOMRect };
  over.getBoundingClientRect = () =>
    ({ left: box.left, top: box.top, width: box.width, height: box.height }) as DOMRect;
  const scales = { x: { min: xMin, max: xMax }, y: { min: yMin, max: yMax } };
  const standIn = {
    ctx,
    over,
    bbox: box,
    scales,
    cursor: { idx: null, left: -10, top: -10, ...options.cursor },
    data: options.data ?? [Array.from({ length: options.points }, (_, index) => index)],
    valToPos(value: number, scale: string) {
      if (scale === 'x') {
        const { min, max } = scales.x;
        return box.left + ((value - min) / (max - min || 1)) * box.width;
      }
      return box.top + (1 - (value - yMin) / (yMax - yMin || 1)) * box.height;
    },
    setScale(key: string, range: { min?: number | null; max?: number | null }) {
      scalesSet.push({ key, ...range });
    },
    redraw() {
      redraws += 1;
    },
  };
  return {
    plot: standIn as unknown as uPlot,
    calls,
    argsOf: (name) => calls.filter((call) => call.name === name).map((call) => call.args),
    scalesSet,
    redraws: () => redraws,
  };
}

/** Runs a plugin's hook of one name on the plot, as uPlot does (a hook may be a list). */
export function runHook(plugin: uPlot.Plugin, name: keyof uPlot.Hooks.Defs, plot: uPlot): void {
  const hooks = plugin.hooks[name] as ((u: uPlot) => void) | ((u: uPlot) => void)[] | undefined;
  for (const hook of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) hook(plot);
}
