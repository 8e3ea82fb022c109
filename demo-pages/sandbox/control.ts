import * as v from 'valibot';
import { FaultSchema, type FaultBoard } from './faults';
import { json, type Route } from './router';

/** Everything the sandbox received that a test may want to count (orders, requests). */
export interface ReceivedLog {
  entries: { at: string; method: string; path: string; body: unknown }[];
}

/**
 * Control routes under /sandbox/: inject and clear faults, and list what the backend received.
 * Not part of the broker's API; tests and the demo pages' controls use them.
 */
export function controlRoutes(faults: FaultBoard, received: ReceivedLog): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/sandbox/faults',
      handler: () => json(200, { faults: faults.list() }),
    },
    {
      method: 'POST',
      pattern: '/sandbox/faults',
      handler: ({ body }) => {
        const result = v.safeParse(FaultSchema, body);
        if (!result.success) {
          return json(400, { message: `Invalid fault: ${v.summarize(result.issues)}` });
        }
        return json(201, { fault: faults.add(result.output) });
      },
    },
    {
      method: 'DELETE',
      pattern: '/sandbox/faults',
      handler: () => {
        faults.clear();
        return json(200, { faults: [] });
      },
    },
    { method: 'GET', pattern: '/sandbox/received', handler: () => json(200, received) },
  ];
}
