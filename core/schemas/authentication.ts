import * as v from 'valibot';
import { NonEmptyStringSchema } from './non-empty-string';
import { MarketCountrySchema } from './enumerations';

// "Authentication payload" and "Token refresh". The catalogue names the fields but
// not the provider ids nor where the provider block sits: each provider's block sits
// under a key named after the provider, beside `authenticationProvider`.

/** The block of an OpenID-style provider (Signicat, Freja, Microsoft Entra): the code and where it was sent. */
export const AuthorizationCodeBlockSchema = v.object({
  authorizationCode: NonEmptyStringSchema,
  redirectUri: v.pipe(v.string(), v.url()),
});

/** The block of an OpenID-style provider. */
export type AuthorizationCodeBlock = v.InferOutput<typeof AuthorizationCodeBlockSchema>;

/**
 * A WebAuthn assertion as `PublicKeyCredential.toJSON()` writes it: binary fields are
 * base64url strings.
 */
export const WebAuthnAssertionResponseSchema = v.object({
  id: NonEmptyStringSchema,
  rawId: NonEmptyStringSchema,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: NonEmptyStringSchema,
    authenticatorData: NonEmptyStringSchema,
    signature: NonEmptyStringSchema,
    userHandle: v.nullish(v.string()),
  }),
});

/** A WebAuthn assertion. */
export type WebAuthnAssertionResponse = v.InferOutput<typeof WebAuthnAssertionResponseSchema>;

/** What every authentication payload carries: the market the user logs in to. */
const authenticationEntries = { countryCode: MarketCountrySchema };

/**
 * The body of a login: the provider, the country, and the provider's block. The
 * variant is keyed by `authenticationProvider`, so each provider's block is required
 * for it and no other.
 */
export const AuthenticationPayloadSchema = v.variant('authenticationProvider', [
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('SWEDISH_BANKID'),
    bankId: v.object({ orderReference: NonEmptyStringSchema }),
  }),
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('SIGNICAT'),
    signicat: AuthorizationCodeBlockSchema,
  }),
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('FREJA'),
    freja: AuthorizationCodeBlockSchema,
  }),
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('MICROSOFT_ENTRA'),
    microsoftEntra: AuthorizationCodeBlockSchema,
  }),
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('LUNA'),
    luna: v.object({ signingNonce: NonEmptyStringSchema, loginNonce: NonEmptyStringSchema }),
  }),
  v.object({
    ...authenticationEntries,
    authenticationProvider: v.literal('WEBAUTHN'),
    webAuthn: v.object({ assertionResponse: WebAuthnAssertionResponseSchema }),
  }),
]);

/** The body of a login. */
export type AuthenticationPayload = v.InferOutput<typeof AuthenticationPayloadSchema>;

/**
 * The authentication providers, as the `authenticationProvider` field names them. Marked as
 * free of effects, so a bundle that never logs in (the elements only refresh the token) leaves
 * the login payloads out: a call is kept otherwise, and the schemas it reads with it.
 */
export const AUTHENTICATION_PROVIDERS = /* @__PURE__ */ AuthenticationPayloadSchema.options.map(
  (option) => option.entries.authenticationProvider.literal,
);

/** Parses an authentication provider id. */
export const AuthenticationProviderSchema = v.picklist(AUTHENTICATION_PROVIDERS);

/** An authentication provider id. */
export type AuthenticationProvider = v.InferOutput<typeof AuthenticationProviderSchema>;

/** The answer of "Token refresh": the access token. */
export const TokenRefreshResponseSchema = v.object({
  jwt: NonEmptyStringSchema,
});

/** The answer of "Token refresh". */
export type TokenRefreshResponse = v.InferOutput<typeof TokenRefreshResponseSchema>;
