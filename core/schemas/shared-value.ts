/**
 * A fresh parsed answer with what it holds equal to an earlier answer taken from that one:
 * plain values, arrays and objects compared member by member (the shapes `JSON.parse` and the
 * schemas give). Equal throughout, it is the earlier answer itself; otherwise every part that is
 * equal (a list of points, a compared series) is the earlier part, and only what changed is new.
 * What is computed from an unchanged part then need not be computed again: a series asked for
 * with one indicator more answers the same price points, and the graph keeps what it drew from
 * them.
 */
export function sharedValue<T>(earlier: unknown, fresh: T): T {
  if (sameValue(earlier, fresh)) return earlier as T;
  if (typeof earlier !== 'object' || typeof fresh !== 'object') return fresh;
  if (earlier === null || fresh === null || Array.isArray(earlier) !== Array.isArray(fresh)) {
    return fresh;
  }
  // Differing somewhere inside: each member shared with the earlier one at its place.
  let anyShared = false;
  const share = (before: unknown, after: unknown) => {
    const member = sharedValue(before, after);
    if (member !== after) anyShared = true;
    return member;
  };
  if (Array.isArray(fresh)) {
    const before = earlier as readonly unknown[];
    const members: unknown[] = fresh.map((after, index) => share(before[index], after));
    return anyShared ? (members as T) : fresh;
  }
  const before = earlier as Record<string, unknown>;
  const members: Record<string, unknown> = {};
  for (const key in fresh) {
    const after = fresh[key];
    members[key] = Object.hasOwn(before, key) ? share(before[key], after) : after;
  }
  return anyShared ? (members as T) : fresh;
}

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
