import { SPARK_DEFAULT_MAXIMUM_POINTS } from './spark-defaults';

/**
 * The side of the square a spark is drawn in, in its own units. The drawing is stretched to
 * whatever box the element gets (the line keeps its width in CSS pixels), so no measuring is
 * needed and it stays sharp at every device pixel ratio. Coordinates are whole units: a
 * 10 000th of the box, below a pixel on any screen, and whole numbers turn into text fastest.
 */
export const SPARK_VIEW_BOX_SIZE = 10_000;

/** What a spark draws, as SVG geometry in the `SPARK_VIEW_BOX_SIZE` square. */
export interface SparkGeometry {
  /** The line through every point, as polyline points (`x y x y …`). */
  readonly line: string;
  /** The line closed along the bottom edge, as polygon points, for the area fill. */
  readonly area: string;
  /** A zero-length path at every point (drawn as round dots), or undefined for a dense series. */
  readonly dots: string | undefined;
}

/**
 * Lays the points out from the left edge to the right, the highest at the top and the lowest at the
 * bottom. When every value is equal there is no range to spread them over: the line is drawn flat
 * through the middle. Series of at most `maximumDotPoints` points also get a dot on each point (see
 * `SPARK_DEFAULT_MAXIMUM_POINTS`).
 *
 * The coordinates go into one array of whole numbers joined once: a page draws hundreds of
 * sparks in one frame, and text built point by point leaves garbage the frame pays for.
 *
 * @param points The finite values, at least two (see `sparkSeries`).
 */
export function sparkGeometry(
  points: readonly number[],
  maximumDotPoints: number = SPARK_DEFAULT_MAXIMUM_POINTS,
): SparkGeometry {
  let min = Infinity;
  let max = -Infinity;
  for (const value of points) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const size = SPARK_VIEW_BOX_SIZE;
  // Values far apart (1e308 and -1e308) overflow their difference to Infinity: they are then
  // measured at half their size, where every difference of finite numbers is finite. Each
  // height is a share of the range before it is scaled, since the box over a range as small as
  // 5e-324 is an infinite scale.
  const unit = Number.isFinite(max - min) ? 1 : 0.5;
  const top = max * unit;
  const range = top - min * unit;
  const step = size / Math.max(1, points.length - 1);
  const coordinates = new Array<number>(points.length * 2);
  for (let index = 0; index < points.length; index++) {
    coordinates[2 * index] = Math.round(index * step);
    coordinates[2 * index + 1] =
      range > 0 ? Math.round(((top - (points[index] as number) * unit) / range) * size) : size / 2;
  }
  const line = coordinates.join(' ');
  let dots: string | undefined;
  if (points.length <= maximumDotPoints) {
    dots = '';
    for (let index = 0; index < coordinates.length; index += 2) {
      dots += `M${String(coordinates[index])} ${String(coordinates[index + 1])}h0`;
    }
  }
  return { line, area: `${line} ${String(size)} ${String(size)} 0 ${String(size)}`, dots };
}
