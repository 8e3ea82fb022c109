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
 * a finite number, `null` (a gap, SPEC §3: the graph cleans it later) or missing. Other fields
 * are left out.
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

/** What is wrong with a value that must be a finite number, or undefined when nothing is. */
function numberIssue(value: unknown): { expected: string | null; message: string } | undefined {
  // valibot's number schema takes NaN for no number at all.
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return {
      expected: 'number',
      message: `Invalid type: Expected number but received ${received(value)}`,
    };
  }
  if (!Number.isFinite(value)) {
    return { expected: null, message: `Invalid finite: Received ${received(value)}` };
  }
  return undefined;
}

/** The schema of a list of points with a `time` field and `values` fields (see above). */
export function seriesPointsSchema<const TTime extends string, const TValue extends string>(
  time: TTime,
  values: readonly TValue[],
) {
  return v.pipe(
    v.array(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const points = new Array<SeriesPoint<TTime, TValue>>(input.length);
      let failed = false;
      const fail = (
        index: number,
        point: unknown,
        issue: { expected: string | null; message: string; input: unknown },
        key?: string,
      ) => {
        failed = true;
        const pointItem = {
          type: 'array' as const,
          origin: 'value' as const,
          input,
          key: index,
          value: point,
        };
        addIssue({
          input: issue.input,
          ...(issue.expected === null ? {} : { expected: issue.expected }),
          received: received(issue.input),
          message: issue.message,
          path:
            key === undefined
              ? [pointItem]
              : [
                  pointItem,
                  {
                    type: 'object',
                    origin: 'value',
                    input: point as Record<string, unknown>,
                    key,
                    value: issue.input,
                  },
                ],
        });
      };
      for (let index = 0; index < input.length; index += 1) {
        const point = input[index];
        if (typeof point !== 'object' || point === null) {
          fail(index, point, {
            input: point,
            expected: 'Object',
            message: `Invalid type: Expected Object but received ${received(point)}`,
          });
          continue;
        }
        const fields = point as Record<string, unknown>;
        const stamp = fields[time];
        if (stamp === undefined) {
          fail(
            index,
            point,
            {
              input: undefined,
              expected: `"${time}"`,
              message: `Invalid key: Expected "${time}" but received undefined`,
            },
            time,
          );
          continue;
        }
        const stampIssue = numberIssue(stamp);
        if (stampIssue) {
          fail(index, point, { ...stampIssue, input: stamp }, time);
          continue;
        }
        const output: Record<string, number | null> = { [time]: stamp as number };
        for (const key of values) {
          const value = fields[key];
          if (value === undefined) continue;
          const issue = value === null ? undefined : numberIssue(value);
          if (issue) fail(index, point, { ...issue, input: value }, key);
          else output[key] = value as number | null;
        }
        points[index] = output as SeriesPoint<TTime, TValue>;
      }
      return failed ? NEVER : points;
    }),
  );
}
