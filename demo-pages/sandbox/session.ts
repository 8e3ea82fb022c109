import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { MarketCountrySchema } from '../../core/schemas/enumerations';
import { PersonaIdSchema, type Persona } from './personas';

/**
 * The access tokens of the sandbox: real JWTs (HS256) signed with a secret drawn at random for
 * each server, so a token from one sandbox is worthless on another and nothing can be forged
 * from the seed. Clients treat them as opaque; tests may decode the claims.
 */

/** How long a token lives, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 300;

const ClaimsSchema = v.object({
  sub: PersonaIdSchema,
  iat: v.pipe(v.number(), v.integer()),
  exp: v.pipe(v.number(), v.integer()),
  market: MarketCountrySchema,
});

export type TokenClaims = v.InferOutput<typeof ClaimsSchema>;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type TokenCheck =
  { valid: true; claims: TokenClaims } | { valid: false; reason: 'invalid' | 'expired' };

export class TokenSigner {
  readonly #secret = randomBytes(32);
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  #signature(signingInput: string): Buffer {
    return createHmac('sha256', this.#secret).update(signingInput).digest();
  }

  /** A token for a logged-in persona, valid for `TOKEN_LIFETIME_SECONDS` from now. */
  sign(persona: Pick<Persona, 'id' | 'market'>): string {
    const iat = Math.floor(this.#now() / 1000);
    const claims: TokenClaims = {
      sub: persona.id,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      market: persona.market,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${this.#signature(signingInput).toString('base64url')}`;
  }

  /** Whether a token was signed here, names a persona and has not expired. */
  verify(token: string): TokenCheck {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== HEADER || payload === undefined || signature === undefined || rest.length) {
      return { valid: false, reason: 'invalid' };
    }
    const expected = this.#signature(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { valid: false, reason: 'invalid' };
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { valid: false, reason: 'invalid' };
    }
    const claims = v.safeParse(ClaimsSchema, decoded);
    if (!claims.success) return { valid: false, reason: 'invalid' };
    if (claims.output.exp * 1000 <= this.#now()) return { valid: false, reason: 'expired' };
    return { valid: true, claims: claims.output };
  }
}
