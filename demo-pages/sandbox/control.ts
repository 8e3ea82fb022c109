import * as v from 'valibot';
import type { Broker } from './broker';
import { FaultSchema, type FaultBoard } from './faults';
import { PERSONAS, PersonaIdSchema } from './personas';
import { json, type Route, type WriteKind } from './router';
import { PAGE_CLOCK_PATH, pageClockScript, type SandboxClock } from './sandbox-clock';

/** One write request the API received. */
export interface ReceivedEntry {
  /** When it arrived, on the server clock (ISO 8601). */
  at: string;
  method: string;
  path: string;
  /** What it was: `fund-order`, `allocation-request`, … (see `WriteKind`). */
  kind: WriteKind;
  body: unknown;
  /** The status the API answered with, once it has answered. */
  status?: number;
  /**
   * A repeat of an earlier write with the same `Idempotency-Key`: answered with the first
   * answer and not handled again (no second order).
   */
  replayed?: true;
}

/** Everything the sandbox received that a test may want to count (orders, requests). */
export interface ReceivedLog {
  entries: ReceivedEntry[];
}

const PersonaChoiceSchema = v.object({ persona: PersonaIdSchema });

const personaSummary = ({
  id,
  name,
  market,
  description,
  loggedIn,
}: (typeof PERSONAS)[number]) => ({
  id,
  name,
  market,
  description,
  loggedIn,
});

/**
 * Control routes under /sandbox/: switch the logged-in persona, inject and clear faults, list
 * what the backend received, and start over. Not part of the broker's API; tests and the demo
 * pages' controls use them.
 */
export function controlRoutes(
  faults: FaultBoard,
  received: ReceivedLog,
  broker: Broker,
  clock: SandboxClock,
  /** Also run by `POST /sandbox/reset`, e.g. to clear the live feed's faults. */
  onReset: () => void = () => undefined,
): Route[] {
  return [
    {
      // The sandbox's time, for a test or a page that must agree with it.
      method: 'GET',
      pattern: '/sandbox/clock',
      handler: () => json(200, { now: new Date(clock.now()).toISOString(), pinned: clock.pinned }),
    },
    {
      method: 'GET',
      pattern: PAGE_CLOCK_PATH,
      handler: () => ({
        status: 200,
        text: pageClockScript(clock.offsetMs),
        contentType: 'text/javascript; charset=utf-8',
      }),
    },
    {
      method: 'GET',
      pattern: '/sandbox/personas',
      handler: () =>
        json(200, { current: broker.persona.id, personas: PERSONAS.map(personaSummary) }),
    },
    {
      method: 'GET',
      pattern: '/sandbox/persona',
      handler: () => json(200, personaSummary(broker.persona)),
    },
    {
      method: 'POST',
      pattern: '/sandbox/persona',
      handler: ({ body }) => {
        const result = v.safeParse(PersonaChoiceSchema, body);
        if (!result.success) {
          return json(400, { message: `Invalid persona choice: ${v.summarize(result.issues)}` });
        }
        broker.switchTo(result.output.persona);
        return json(200, personaSummary(broker.persona));
      },
    },
    {
      method: 'POST',
      pattern: '/sandbox/reset',
      handler: () => {
        broker.reset();
        faults.clear();
        received.entries.length = 0;
        onReset();
        return json(200, { persona: broker.persona.id });
      },
    },
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
