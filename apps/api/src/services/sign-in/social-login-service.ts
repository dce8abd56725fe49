import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  FAKE_EMAIL_DOMAIN,
  NAME_FIELD_MAX,
  USER_TYPES,
  isOfferedPhoneNumber,
  type UserType,
} from '@smartmove/contract';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { BRAND_NAME } from '../../config/brand.js';
import { UnavailableError } from '../../errors.js';
import type { User, UsersQueries } from '../../repositories/people/users-repository.js';
import type { PeopleService } from '../people/people-service.js';

export interface OidcConfig {
  issuer: string;
  audience: string;
  /** The issuer's JWKS; when unset, the jwks_uri of its discovery document. */
  jwksUrl?: string | undefined;
}

/** What a verified ID token vouches for: only claims the issuer marked verified. */
export interface VerifiedIdentity {
  subject: string;
  phone: string | undefined;
  email: string | undefined;
  name: string | undefined;
}

/** The identity an ID token vouches for, or why it was not taken, with the message for the client. */
export type IdTokenCheck =
  { identity: VerifiedIdentity } | { refused: 'not-configured' | 'invalid-token'; message: string };

/** The account an ID token signs in, or why none. */
export type SocialSignIn =
  { user: User } | { refused: 'not-configured' | 'invalid-token' | 'no-account'; message: string };

const DiscoverySchema = z.object({ jwks_uri: z.url() });

/** Asymmetric algorithms only: an HS256 token could be forged with a guessable client secret. */
const ALLOWED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

function readName(payload: Record<string, unknown>): string | undefined {
  if (typeof payload.name === 'string' && payload.name.trim()) return payload.name.trim();
  const parts = [payload.given_name, payload.family_name].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * Sign-in with OpenID Connect ID tokens, verified against the configured issuer's published keys (jose
 * caches them and refetches on an unknown key id). Without configuration every token is refused as such;
 * when the issuer's keys cannot be fetched, an UnavailableError is thrown.
 */
export function createSocialLoginService(
  config: OidcConfig | undefined,
  users: UsersQueries,
  /** The write path of a new account (its audit line and the admins' e-mail): people-service's signUp. */
  signUp: PeopleService['signUp'],
  fetchImpl: typeof fetch = fetch,
) {
  let keySet: Promise<JWTVerifyGetKey> | undefined;

  async function resolveKeySet(oidc: OidcConfig): Promise<JWTVerifyGetKey> {
    if (oidc.jwksUrl) return createRemoteJWKSet(new URL(oidc.jwksUrl));
    const discoveryUrl = new URL('.well-known/openid-configuration', oidc.issuer.replace(/\/?$/, '/'));
    const response = await fetchImpl(discoveryUrl, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
    return createRemoteJWKSet(new URL(DiscoverySchema.parse(await response.json()).jwks_uri));
  }

  async function verifyIdToken(idToken: string): Promise<IdTokenCheck> {
    if (!config) return { refused: 'not-configured', message: AUTH_MESSAGES.socialNotConfigured };
    keySet ??= resolveKeySet(config).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    const keys = await keySet.catch((error: unknown) => {
      throw new UnavailableError(AUTH_MESSAGES.socialUnavailable, { cause: error });
    });
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ALLOWED_ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      // The issuer's keys could not be fetched: our side, not the token's fault.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new UnavailableError(AUTH_MESSAGES.socialUnavailable, { cause: error });
      }
      return { refused: 'invalid-token', message: AUTH_MESSAGES.socialTokenInvalid };
    }
    const phone =
      payload.phone_number_verified === true &&
      typeof payload.phone_number === 'string' &&
      isOfferedPhoneNumber(payload.phone_number)
        ? payload.phone_number
        : undefined;
    const email =
      payload.email_verified === true && typeof payload.email === 'string' && payload.email.includes('@')
        ? payload.email.trim()
        : undefined;
    return { identity: { subject: String(payload.sub), phone, email, name: readName(payload) } };
  }

  /** The account of the token's verified phone, else of its verified e-mail when only one account has it. */
  async function findAccount(identity: VerifiedIdentity): Promise<User | undefined> {
    const byPhone = identity.phone ? await users.findByPhone(identity.phone) : undefined;
    if (byPhone || !identity.email) return byPhone;
    const matches = await users.listByEmail(identity.email);
    return matches.length === 1 ? matches[0] : undefined;
  }

  return {
    isConfigured: config !== undefined,
    verifyIdToken,

    /**
     * The account the token vouches for. A verified phone without an account gets one (of `userType`,
     * an employee's by default, pending approval); without a real e-mail it gets a placeholder.
     */
    async signIn(idToken: string, userType: UserType = USER_TYPES.employee): Promise<SocialSignIn> {
      const check = await verifyIdToken(idToken);
      if ('refused' in check) return check;
      const { identity } = check;
      let user = await findAccount(identity);
      if (!user && identity.phone) {
        // Self-registered: waits for an admin's approval (signUp creates it pending and tells the admins).
        const created = await signUp(
          {
            phone: identity.phone,
            name: (identity.name ?? `${BRAND_NAME} member`).slice(0, NAME_FIELD_MAX),
            email: identity.email ?? `${randomUUID()}@${FAKE_EMAIL_DOMAIN}`,
            userType,
          },
          undefined,
        );
        // Created meanwhile by a request of its own.
        user = 'user' in created ? created.user : await users.findByPhone(identity.phone);
      }
      return user ? { user } : { refused: 'no-account', message: AUTH_MESSAGES.socialNoAccount };
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
