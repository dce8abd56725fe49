import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env.js';
import { preventCaching } from '../../plugins/application/auth.js';
import { passkeyRoutes } from './passkeys.js';
import { phoneSignInRoutes } from './phone-sign-in.js';
import { sessionRoutes } from './sessions.js';
import { socialSignInRoutes } from './social-sign-in.js';

/**
 * The sign-in calls: phone sign-up and sign-in with SMS codes, passkeys, OpenID Connect sign-in, sessions (15-minute
 * access token plus a rotating refresh cookie) and logout. Public, since they are how one signs in; the
 * signed-in user's profile calls are the portal's (routes/portal/profile.ts).
 */
export const authRoutes: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  // Only these routes read cookies; a cookie plugin registered app-wide later serves them just as well.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // Their answers carry tokens and sessions (this plugin's scope only).
  app.addHook('onRequest', preventCaching);

  await app.register(phoneSignInRoutes, { env });
  await app.register(passkeyRoutes, { env });
  await app.register(socialSignInRoutes, { env });
  await app.register(sessionRoutes, { env });
};
