import * as v from 'valibot';

/**
 * A fault to inject on API routes whose path starts with `route` (and, if given, whose method
 * matches): wait `delayMs`, then drop the connection, answer a malformed body, or answer
 * `status` with the backend's error shape carrying `code`. `times` limits it to the next N
 * matching requests; without it the fault stays until cleared.
 */
export const FaultSchema = v.pipe(
  v.strictObject({
    route: v.pipe(v.string(), v.startsWith('/', 'route must be a path starting with /')),
    method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
    code: v.optional(v.pipe(v.string(), v.minLength(1))),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
    malformed: v.optional(v.boolean()),
    drop: v.optional(v.boolean()),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    afterHandling: v.optional(v.boolean()),
  }),
  v.check(
    (fault) =>
      fault.status !== undefined ||
      fault.delayMs !== undefined ||
      fault.malformed === true ||
      fault.drop === true,
    'a fault needs at least one of status, delayMs, malformed or drop',
  ),
);

export type Fault = v.InferOutput<typeof FaultSchema>;

interface ActiveFault extends Fault {
  id: number;
  /** Requests it has hit so far. */
  hits: number;
}

export class FaultBoard {
  #next = 1;
  #faults: ActiveFault[] = [];

  add(fault: Fault): ActiveFault {
    const active = { ...fault, id: this.#next++, hits: 0 };
    this.#faults.push(active);
    return active;
  }

  clear(): void {
    this.#faults = [];
  }

  list(): readonly ActiveFault[] {
    return this.#faults;
  }

  /** The first fault for this request, counted as used; spent faults are removed. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find(
      (f) => path.startsWith(f.route) && (f.method === undefined || f.method === method),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) {
      this.#faults = this.#faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
