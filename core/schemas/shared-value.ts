/**
 * A fresh parsed answer with the fields it holds equal to an earlier answer's taken from that one
 * (values compared member by member, in the shapes `JSON.parse` and the schemas give). Equal
 * throughout, it is the earlier answer itself. What is computed from an unchanged field (the
 * price points, the compared series) then need not be computed again: a series asked for with
 * one indicator more answers the same points, and the graph keeps what it drew from them. Only
 * the answer's own fields are shared, the level at which the graph reads them: a field that
 * changed is compared no further, so an answer that differs throughout costs one early mismatch
 * per field.
 */
export function sharedValue<T>(earlier: unknown, fresh: T): T {
  if (!isRecord(earlier) || !isRecord(fresh))
    return sameValue(earlier, fresh) ? (earlier as T) : fresh;
  const shared: Record<string, unknown> = {};
  let equal = true;
  let anyShared = false;
  let fields = 0;
  for (const key in fresh) {
    const after = fresh[key];
    const before = earlier[key];
    const same = Object.hasOwn(earlier, key) && sameValue(before, after);
    shared[key] = same ? before : after;
    if (!same) equal = false;
    else if (before !== after) anyShared = true;
    fields += 1;
  }
  for (const key in earlier) {
    if (Object.hasOwn(earlier, key)) fields -= 1;
  }
  if (equal && fields === 0) return earlier as T;
  return anyShared ? (shared as T) : fresh;
}

/** A plain object (not an array): an answer whose fields can be shared. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two parsed answers hold the same data, member by member (no list made to compare). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) {
      if (!sameValue(a[index], b[index])) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let fields = 0;
  for (const key in left) {
    if (!Object.hasOwn(right, key) || !sameValue(left[key], right[key])) return false;
    fields += 1;
  }
  for (const key in right) {
    if (Object.hasOwn(right, key)) fields -= 1;
  }
  return fields === 0;
}
