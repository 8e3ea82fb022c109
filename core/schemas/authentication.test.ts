import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_PROVIDERS,
  AuthenticationPayloadSchema,
  TokenRefreshResponseSchema,
} from './authentication';
import { parse } from './parse-boundary';

const openIdBlock = {
  authorizationCode: 'code-123',
  redirectUri: 'https://www.example.com/login/callback',
};

describe('authentication payload', () => {
  it('has one provider for each block the catalogue describes', () => {
    expect(AUTHENTICATION_PROVIDERS).toEqual([
      'SWEDISH_BANKID',
      'SIGNICAT',
      'FREJA',
      'MICROSOFT_ENTRA',
      'LUNA',
      'WEBAUTHN',
    ]);
  });

  it.each([
    [
      'the Swedish national e-ID with its order reference',
      {
        authenticationProvider: 'SWEDISH_BANKID',
        countryCode: 'SE',
        bankId: { orderReference: 'order-1' },
      },
    ],
    [
      'Signicat with its authorization code and redirect URI',
      { authenticationProvider: 'SIGNICAT', countryCode: 'NO', signicat: openIdBlock },
    ],
    [
      'Freja with its authorization code and redirect URI',
      { authenticationProvider: 'FREJA', countryCode: 'SE', freja: openIdBlock },
    ],
    [
      'Microsoft Entra with its authorization code and redirect URI',
      { authenticationProvider: 'MICROSOFT_ENTRA', countryCode: 'FI', microsoftEntra: openIdBlock },
    ],
    [
      'Luna with its signing and login nonces',
      {
        authenticationProvider: 'LUNA',
        countryCode: 'DK',
        luna: { signingNonce: 's', loginNonce: 'l' },
      },
    ],
    [
      'WebAuthn with its assertion response',
      {
        authenticationProvider: 'WEBAUTHN',
        countryCode: 'SE',
        webAuthn: {
          assertionResponse: {
            id: 'cred',
            rawId: 'cred',
            type: 'public-key',
            response: {
              clientDataJSON: 'e30',
              authenticatorData: 'AAAA',
              signature: 'MEUC',
              userHandle: null,
            },
          },
        },
      },
    ],
  ])('accepts %s', (_, payload) => {
    expect(parse(AuthenticationPayloadSchema, payload, 'authentication payload')).toEqual(payload);
  });

  it("rejects a provider block that is another provider's", () => {
    const payload = { authenticationProvider: 'LUNA', countryCode: 'SE', signicat: openIdBlock };

    expect(() => parse(AuthenticationPayloadSchema, payload, 'authentication payload')).toThrow(
      'Invalid authentication payload: luna: Invalid key: Expected "luna" but received undefined',
    );
  });

  it('rejects a redirect URI that is not a URL', () => {
    const payload = {
      authenticationProvider: 'FREJA',
      countryCode: 'SE',
      freja: { ...openIdBlock, redirectUri: 'callback' },
    };

    expect(() => parse(AuthenticationPayloadSchema, payload, 'authentication payload')).toThrow(
      'Invalid authentication payload: freja.redirectUri: Invalid URL',
    );
  });

  it('rejects a country outside the four markets', () => {
    const payload = {
      authenticationProvider: 'SWEDISH_BANKID',
      countryCode: 'DE',
      bankId: { orderReference: 'o' },
    };

    expect(() => parse(AuthenticationPayloadSchema, payload, 'authentication payload')).toThrow(
      'Invalid authentication payload: countryCode: Invalid type: Expected ("DK" | "FI" | "NO" | "SE") but received "DE"',
    );
  });

  it('rejects an unknown provider', () => {
    expect(() =>
      parse(
        AuthenticationPayloadSchema,
        { authenticationProvider: 'PASSWORD', countryCode: 'SE' },
        'authentication payload',
      ),
    ).toThrow('Invalid authentication payload: authenticationProvider: Invalid type: Expected (');
  });
});

describe('token refresh response', () => {
  it('reads the jwt', () => {
    expect(
      parse(TokenRefreshResponseSchema, { jwt: 'a.b.c', expires_in: 60 }, 'token response'),
    ).toEqual({ jwt: 'a.b.c' });
  });

  it('rejects an empty jwt', () => {
    expect(() => parse(TokenRefreshResponseSchema, { jwt: '' }, 'token response')).toThrow(
      'Invalid token response: jwt: Invalid length',
    );
  });
});
