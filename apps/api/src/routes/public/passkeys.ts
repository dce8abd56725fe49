import {
  API_PATHS,
  LoginSessionSchema,
  PASSKEY_MESSAGES,
  PasskeyIdSchema,
  PasskeyOptionsSchema,
  PasskeyPageSchema,
  PasskeysQuerySchema,
  RegisterPasskeyBodySchema,
  VerifyPasskeyBodySchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { PasskeyRefusal } from '../../services/sign-in/passkey-service.js';
import { authRateLimit } from '../shared/rate-limits.js';
import { createSessionCookie } from './session-cookie.js';

/** A refused ceremony: a stale or unknown challenge or credential is the client's (400), an account's state 403. */
const REFUSAL_STATUS: Record<PasskeyRefusal['refused'], number> = {
  expired: 400,
  'not-recognised': 400,
  'not-added': 400,
  'already-added': 409,
  'not-active': 403,
  pending: 403,
};

/**
 * Passkeys (WebAuthn): a signed-in person adds, lists and removes their own (these routes authenticate
 * one by one, since the folder is public); anybody signs in with one. A passkey sign-in sends no SMS: only
 * the sign-in calls' per-address limit holds it back.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const cookie = createSessionCookie(env, app.services);
  const { passkeys } = app.services;
  const security = [{ bearerAuth: [] }];

  app.post(
    API_PATHS.passkeyRegistrationOptions,
    {
      onRequest: app.authenticate,
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary: "The options of navigator.credentials.create() for a new passkey of the caller's",
        security,
        response: { 200: PasskeyOptionsSchema },
      },
    },
    async (request) => {
      const user = await app.queries.users.findById(requireUser(request).id);
      if (!user) throw new HttpError(401, 'Please sign in');
      return passkeys.registrationOptions(user);
    },
  );

  app.post(
    API_PATHS.registerPasskey,
    {
      onRequest: app.authenticate,
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary: 'Add the new passkey (the answer to PasskeyRegistrationOptions) under a name',
        security,
        body: RegisterPasskeyBodySchema,
        response: { 200: PasskeyIdSchema },
      },
    },
    async (request) => {
      const result = await passkeys.register(requireUser(request), request.body);
      if ('refused' in result) throw new HttpError(REFUSAL_STATUS[result.refused], result.message);
      return result;
    },
  );

  app.get(
    API_PATHS.getPasskeys,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The caller's passkeys (name, added, last used), newest first",
        security,
        querystring: PasskeysQuerySchema,
        response: { 200: PasskeyPageSchema },
      },
    },
    async (request) => app.queries.passkeys.listOwn(requireUser(request).id, request.query),
  );

  app.post(
    API_PATHS.removePasskey,
    {
      onRequest: app.authenticate,
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary: "Remove one of the caller's passkeys; 404 for anybody else's",
        security,
        body: PasskeyIdSchema,
        response: { 200: PasskeyIdSchema },
      },
    },
    async (request) => {
      if (!(await passkeys.remove(requireUser(request), request.body.id))) {
        throw new HttpError(404, PASSKEY_MESSAGES.notFound);
      }
      return { id: request.body.id };
    },
  );

  app.post(
    API_PATHS.passkeyAuthenticationOptions,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary: 'The options of navigator.credentials.get() to sign in with a passkey',
        response: { 200: PasskeyOptionsSchema },
      },
    },
    async () => passkeys.authenticationOptions(),
  );

  app.post(
    API_PATHS.verifyPasskey,
    {
      config: authRateLimit(env),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a passkey (the answer to PasskeyAuthenticationOptions): answers as CheckVerification does for an existing account',
        body: VerifyPasskeyBodySchema,
        response: { 200: LoginSessionSchema },
      },
    },
    async (request, reply) => {
      const result = await passkeys.verify(request.body);
      if ('refused' in result) throw new HttpError(REFUSAL_STATUS[result.refused], result.message);
      return cookie.signIn(reply, result.user);
    },
  );
};
