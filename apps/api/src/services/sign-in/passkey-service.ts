import {
  ACCOUNT_NOT_ACTIVE_MESSAGE,
  ACCOUNT_STATUSES,
  canSignIn,
  PASSKEY_MESSAGES,
  PENDING_APPROVAL_MESSAGE,
  RECORD_KINDS,
  type PasskeyOptions,
  type RegisterPasskeyBody,
  type VerifyPasskeyBody,
} from '@smartmove/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { BRAND_NAME } from '../../config/brand.js';
import type { Env } from '../../config/env.js';
import {
  createPasskeyQueries,
  createPasskeyRepository,
} from '../../repositories/sign-in/passkey-repository.js';
import { createUsersQueries, type User } from '../../repositories/people/users-repository.js';
import {
  createWebauthnChallengeRepository,
  type ChallengePurpose,
} from '../../repositories/sign-in/webauthn-challenge-repository.js';
import { siteUrl } from '../site-links.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** How long the browser (and the person) may take to answer a challenge. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

/** The relying party: the host of SITE_URL (localhost by default) and its origin, which browsers send. */
export function relyingParty(env: Pick<Env, 'SITE_URL' | 'PORT'>): { id: string; origin: string } {
  const url = new URL(siteUrl(env));
  return { id: url.hostname, origin: url.origin };
}

export type PasskeyRefusal =
  | { refused: 'expired' | 'not-recognised' | 'already-added' | 'not-added'; message: string }
  | { refused: 'not-active' | 'pending'; message: string };

/** The challenge a browser signed, read from its client data; undefined when there is none to read. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const refusal = (refused: PasskeyRefusal['refused'], message: string) =>
  ({ refused, message }) as PasskeyRefusal;

/**
 * Passkeys (docs/product.md#sign-in): a signed-in person adds and removes their own; anybody signs in with
 * one. Challenges are stored in the database (any process verifies) and used once; a sign-in with a passkey
 * is not an SMS and owes nothing to the code limits.
 */
export function createPasskeyService({ db, changes, env }: ServiceDeps) {
  const rp = relyingParty(env);
  const passkeys = createPasskeyQueries(db);
  const users = createUsersQueries(db);

  /** Stores a new challenge, forgetting those past their time (sign-in bookkeeping: a transaction of its own). */
  async function issue(challenge: string, purpose: ChallengePurpose, userId: string | null, now: Date) {
    await db.transaction().execute(async (trx) => {
      const challenges = createWebauthnChallengeRepository(trx);
      await challenges.deleteExpired(now);
      await challenges.create(
        { challenge, userId, purpose },
        new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000),
      );
    });
  }

  /** Takes the challenge the browser answered: undefined when it is good, else the refusal. */
  async function take(
    clientDataJSON: string,
    purpose: ChallengePurpose,
    userId: string | null,
    now: Date,
  ): Promise<{ challenge: string } | PasskeyRefusal> {
    const challenge = challengeOf(clientDataJSON);
    const taken = challenge
      ? await db
          .transaction()
          .execute((trx) => createWebauthnChallengeRepository(trx).take(challenge, purpose, userId, now))
      : undefined;
    if (taken === 'expired') return refusal('expired', PASSKEY_MESSAGES.expired);
    if (!challenge || !taken) {
      return purpose === 'authentication'
        ? refusal('not-recognised', PASSKEY_MESSAGES.notRecognised)
        : refusal('not-added', PASSKEY_MESSAGES.notAdded);
    }
    return { challenge };
  }

  return {
    /** The options of a new passkey for the signed-in person (their passkeys excluded). */
    async registrationOptions(user: User, now: Date = new Date()): Promise<PasskeyOptions> {
      const existing = await passkeys.credentialIdsOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: BRAND_NAME,
        rpID: rp.id,
        userID: new TextEncoder().encode(user.id),
        userName: user.email || user.phone,
        userDisplayName: user.name,
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing.map(({ credentialId, transports }) => ({
          id: credentialId,
          transports: transports as AuthenticatorTransportFuture[],
        })),
        // The passkey is the only factor of its sign-in: the authenticator must verify the person (a PIN,
        // a fingerprint, a face), not only sense a touch.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await issue(options.challenge, 'registration', user.id, now);
      return { ...options };
    },

    /** Stores the new passkey under its name (with its audit line), or says why not. */
    async register(
      actor: Actor & { id: string },
      { name, response }: RegisterPasskeyBody,
      now: Date = new Date(),
    ): Promise<{ id: string } | PasskeyRefusal> {
      const taken = await take(response.response.clientDataJSON, 'registration', actor.id, now);
      if ('refused' in taken) return taken;
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          // The contract's schema checked its shape (its optional fields may be undefined).
          response: response as RegistrationResponseJSON,
          expectedChallenge: taken.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch {
        return refusal('not-added', PASSKEY_MESSAGES.notAdded);
      }
      if (!verification.verified) return refusal('not-added', PASSKEY_MESSAGES.notAdded);
      const { credential } = verification.registrationInfo;
      return changes.run(async (trx) => {
        const id = await createPasskeyRepository(trx).create(
          {
            userId: actor.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? response.response.transports ?? [],
            name,
          },
          now,
        );
        if (!id) return refusal('already-added', PASSKEY_MESSAGES.alreadyAdded);
        await recordChange(trx, {
          actor,
          action: 'added passkey',
          record: { kind: RECORD_KINDS.passkey, id, label: name },
          at: now,
        });
        return { id };
      });
    },

    /** Removes one of the person's own passkeys (with its audit line); false for anybody else's. */
    async remove(actor: Actor & { id: string }, id: string, now: Date = new Date()): Promise<boolean> {
      return changes.run(async (trx) => {
        const removed = await createPasskeyRepository(trx).deleteOwn(actor.id, id);
        if (!removed) return false;
        await recordChange(trx, {
          actor,
          action: 'removed passkey',
          record: { kind: RECORD_KINDS.passkey, id, label: removed.name },
          at: now,
        });
        return true;
      });
    },

    /** The options of a sign-in: any discoverable passkey of this site may answer. */
    async authenticationOptions(now: Date = new Date()): Promise<PasskeyOptions> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        userVerification: 'required',
      });
      await issue(options.challenge, 'authentication', null, now);
      return { ...options };
    },

    /**
     * Checks a signed challenge: the account of the passkey (its last use recorded), or why it may not sign
     * in. The session itself, with its "signed in" audit line, is the caller's to start.
     */
    async verify(
      { response }: VerifyPasskeyBody,
      now: Date = new Date(),
    ): Promise<{ user: User } | PasskeyRefusal> {
      const taken = await take(response.response.clientDataJSON, 'authentication', null, now);
      if ('refused' in taken) return taken;
      const passkey = await passkeys.findByCredentialId(response.id);
      if (!passkey) return refusal('not-recognised', PASSKEY_MESSAGES.notRecognised);
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: taken.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: true,
        });
      } catch {
        return refusal('not-recognised', PASSKEY_MESSAGES.notRecognised);
      }
      if (!verification.verified) return refusal('not-recognised', PASSKEY_MESSAGES.notRecognised);
      const user = await users.findById(passkey.userId);
      if (!user) return refusal('not-recognised', PASSKEY_MESSAGES.notRecognised);
      if (!canSignIn(user.status)) return refusal('not-active', ACCOUNT_NOT_ACTIVE_MESSAGE);
      if (user.status === ACCOUNT_STATUSES.pending) return refusal('pending', PENDING_APPROVAL_MESSAGE);
      await db
        .transaction()
        .execute((trx) =>
          createPasskeyRepository(trx).markUsed(passkey.id, verification.authenticationInfo.newCounter, now),
        );
      return { user };
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
