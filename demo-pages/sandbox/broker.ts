import { CustomerBook, type IdSource } from './customer-book';
import type { FundUniverse } from './data/fund-universe';
import type { PricePaths } from './data/price-paths';
import { DEFAULT_PERSONA, PERSONAS, personaById, type Persona, type PersonaId } from './personas';
import { derivedSeed, seededRandom } from './seeded-random';
import type { TokenSigner } from './session';

/** Order and request ids: numbered, and random-looking, from the seed. */
function idSource(seed: number): IdSource {
  let nextOrderId = 600_000 + (derivedSeed(seed, 'fund-order-ids') % 100_000);
  const random = seededRandom(derivedSeed(seed, 'allocation-request-ids'));
  const hex = (length: number) =>
    Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return {
    orderId: () => nextOrderId++,
    requestId: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
  };
}

/**
 * The simulated broker's state: which persona is logged in (server-wide) and every logged-in
 * persona's books. Each persona keeps its books while the server runs, also across switches;
 * `reset` starts everything over as at start.
 */
export class Broker {
  readonly #seed: number;
  readonly #funds: FundUniverse;
  readonly #now: () => number;
  #current: PersonaId = DEFAULT_PERSONA;
  #books = new Map<PersonaId, CustomerBook>();
  #ids: IdSource;

  constructor(seed: number, funds: FundUniverse, now: () => number) {
    this.#seed = seed;
    this.#funds = funds;
    this.#now = now;
    this.#ids = idSource(seed);
    this.reset();
  }

  reset(): void {
    this.#current = DEFAULT_PERSONA;
    const startedAt = this.#now();
    this.#ids = idSource(this.#seed);
    this.#books = new Map(
      PERSONAS.filter((persona) => persona.loggedIn).map((persona) => [
        persona.id,
        new CustomerBook(persona, this.#funds, startedAt, this.#ids),
      ]),
    );
  }

  nextOrderId(): number {
    return this.#ids.orderId();
  }

  nextRequestId(): string {
    return this.#ids.requestId();
  }

  get persona(): Persona {
    return personaById(this.#current);
  }

  switchTo(id: PersonaId): void {
    this.#current = id;
  }

  /** The books of a logged-in persona; undefined for the anonymous visitor. */
  book(id: PersonaId): CustomerBook | undefined {
    return this.#books.get(id);
  }
}

/** What every area of the sandbox API works with. */
export interface BrokerContext {
  broker: Broker;
  funds: FundUniverse;
  /** The seed's price paths, the one source of prices (data/price-paths.ts). */
  paths: PricePaths;
  tokens: TokenSigner;
  /** The server clock, in epoch milliseconds (tests move it). */
  now: () => number;
}
