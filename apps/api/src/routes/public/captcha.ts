import { API_PATHS, CaptchaConfigSchema } from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import { AltchaChallengeSchema } from '../../services/sign-in/captcha-service.js';

const RECAPTCHA_CHALLENGE_MESSAGE = 'Challenges are issued by reCAPTCHA on this site';

/** GET /captcha/config (which captcha the consultation page shows) and GET /captcha/challenge (ALTCHA). */
export const captchaRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    API_PATHS.captchaConfig,
    {
      schema: {
        tags: ['captcha'],
        summary: 'The captcha provider, variant and language of the consultation form',
        response: { 200: CaptchaConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.services.captcha.config;
    },
  );

  app.get(
    API_PATHS.captchaChallenge,
    {
      // Each challenge costs the server a key derivation; a page needs one per solve.
      config: { rateLimit: { max: env.FORM_RATE_LIMIT_PER_MINUTE * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['captcha'],
        summary: 'A new signed ALTCHA proof-of-work challenge',
        response: { 200: AltchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await app.services.captcha.createChallenge();
      if (!challenge) throw new HttpError(404, RECAPTCHA_CHALLENGE_MESSAGE);
      return challenge;
    },
  );
};
