import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TokenSigner } from './session';

const persona = { id: 'se-customer', market: 'SE' } as const;

describe('sandbox access tokens', () => {
  it('signs an HS256 JWT with the persona, market, issue and expiry times', () => {
    const now = Date.parse('2025-03-12T09:00:00Z');
    const token = new TokenSigner(() => now).sign(persona);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      sub: 'se-customer',
      market: 'SE',
      iat: now / 1000,
      exp: now / 1000 + TOKEN_LIFETIME_SECONDS,
    });
  });

  it('verifies its own token until it expires', () => {
    let now = 1_700_000_000_000;
    const signer = new TokenSigner(() => now);
    const token = signer.sign(persona);
    expect(signer.verify(token)).toMatchObject({ valid: true, claims: { sub: 'se-customer' } });
    now += TOKEN_LIFETIME_SECONDS * 1000;
    expect(signer.verify(token)).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a token signed by another server (each has its own secret)', () => {
    const now = () => 1_700_000_000_000;
    const token = new TokenSigner(now).sign(persona);
    expect(new TokenSigner(now).verify(token)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were changed', () => {
    const signer = new TokenSigner(() => 1_700_000_000_000);
    const [header, payload, signature] = signer.sign(persona).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'minor' })).toString('base64url');
    expect(signer.verify(`${header}.${forged}.${signature}`).valid).toBe(false);
  });

  it.each(['', 'abc', 'a.b.c', 'a.b.c.d'])('refuses the malformed token %j', (token) => {
    expect(new TokenSigner(Date.now).verify(token)).toEqual({ valid: false, reason: 'invalid' });
  });
});
