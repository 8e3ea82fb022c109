import * as v from 'valibot';

/**
 * A list of series points, checked in one pass. A ten-year answer with three comparisons holds
 * some 10 000 points; valibot's object schema runs a chain of schemas per field of each, which
 * cost 10–30 ms of the main thread per answer, most of a period switch's frame budget. This
 * schema checks the same rules in one loop, in valibot's own terms (a `rawTransform`), and
 * reports the same issues with the same paths and messages as the object schema it replaces:
 * `pricePoints.3.high: Invalid finite: Received Infinity`.
 *
 * Each point must be an object whose `time` field is a finite number; each of its `values` is
 * a finite number, `null` (a gap: the graph cleans it later) or missing. The points
 * are checked where they are, not copied: a ten-year answer is read once more, into the
 * graph's columns, and a copy of every point on the way would only feed the garbage collector.
 * Other fields stay on the points, out of the type, as valibot's loose objects keep them.
 */

/** A point of a series: its time, and its values (each a number, a gap, or absent). */
export type SeriesPoint<TTime extends string, TValue extends string> = {
  [K in TTime]: number;
} & { [K in TValue]?: number | null | undefined };

/** How valibot writes a received value in a message. */
function received(input: unknown): string {
  if (typeof input === 'string') return `"${input}"`;
  if (typeof input === 'object' || typeof input === 'function') {
    return (input && (Object.getPrototypeOf(input) as object | null)?.constructor?.name) ?? 'null';
  }
  return String(input);
}

/** What is wrong with a value that must be a finite number and is not one. */
function numberIssue(value: unknown): { expected: string | null; message: string } {
  // valibot's number schema takes NaN for no number at all.
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return {
      expected: 'number',
      message: `Invalid type: Expected number but received ${received(value)}`,
    };
  }
  return { expected: null, message: `Invalid finite: Received ${received(value)}` };
}

/** An issue of a point, with where it is: the point's index, and its field. */
interface PointIssue {
  expected: string | null;
  message: string;
  input: unknown;
  index?: number;
  point?: unknown;
  key?: string;
}

/** Adds an issue found in `input`, the list, in valibot's terms. */
type AddIssue = (info: v.RawTransformIssueInfo<unknown>) => void;

/** Reports an issue of `input`, the list, with its path: the point, then its field. */
function report(addIssue: AddIssue, input: unknown[], issue: PointIssue): void {
  const path: [v.IssuePathItem, ...v.IssuePathItem[]] | undefined =
    issue.index === undefined
      ? undefined
      : [{ type: 'array', origin: 'value', input, key: issue.index, value: issue.point }];
  if (path && issue.key !== undefined) {
    path.push({
      type: 'object',
      origin: 'value',
      input: issue.point as Record<string, unknown>,
      key: issue.key,
      value: issue.input,
    });
  }
  addIssue({
    input: issue.input,
    ...(issue.expected === null ? {} : { expected: issue.expected }),
    received: received(issue.input),
    message: issue.message,
    ...(path ? { path } : {}),
  });
}

/**
 * Whether every point of `input` is well formed, each issue reported. One function for every
 * schema made here, so the engine optimizes one loop for all of them.
 */
function checkPoints(
  input: unknown,
  time: string,
  values: readonly string[],
  addIssue: AddIssue,
): input is Record<string, number | null>[] {
  if (!Array.isArray(input)) {
    report(addIssue, [], {
      input,
      expected: 'Array',
      message: `Invalid type: Expected Array but received ${received(input)}`,
    });
    return false;
  }
  const list = input as unknown[];
  let failed = false;
  const fail = (issue: PointIssue) => {
    failed = true;
    report(addIssue, list, issue);
  };
  for (let index = 0; index < list.length; index += 1) {
    const point = list[index];
    if (typeof point !== 'object' || point === null) {
      fail({
        input: point,
        expected: 'Object',
        message: `Invalid type: Expected Object but received ${received(point)}`,
        index,
        point,
      });
      continue;
    }
    const fields = point as Record<string, unknown>;
    const stamp = fields[time];
    if (stamp === undefined) {
      fail({
        input: undefined,
        expected: `"${time}"`,
        message: `Invalid key: Expected "${time}" but received undefined`,
        index,
        point,
        key: time,
      });
      continue;
    }
    // `x - x === 0` holds for finite numbers alone: the common case costs no call.
    if (typeof stamp !== 'number' || stamp - stamp !== 0) {
      fail({ ...numberIssue(stamp), input: stamp, index, point, key: time });
      continue;
    }
    // The point's own fields, in its order: the engine reads each from where the loop found
    // it, where a lookup by each listed name costs a search per field (a quarter of the time
    // on a 100 000-point answer); an answer's points are parsed JSON, whose fields are all their
    // own and enumerable. Fields not listed are left alone. A broken point is read again by
    // name, so its issues come in the schema's order.
    for (const key in fields) {
      const value = fields[key];
      if (typeof value === 'number' ? value - value === 0 : value === null || value === undefined) {
        continue;
      }
      if (!values.includes(key)) continue;
      for (const name of values) {
        const listed = fields[name];
        if (listed === undefined || listed === null) continue;
        if (typeof listed !== 'number' || listed - listed !== 0) {
          fail({ ...numberIssue(listed), input: listed, index, point, key: name });
        }
      }
      break;
    }
  }
  return !failed;
}

/** The schema of a list of points with a `time` field and `values` fields (see above). */
export function seriesPointsSchema<const TTime extends string, const TValue extends string>(
  time: TTime,
  values: readonly TValue[],
) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const points = dataset.value;
      return checkPoints(points, time, values, addIssue)
        ? (points as SeriesPoint<TTime, TValue>[])
        : NEVER;
    }),
  );
}
