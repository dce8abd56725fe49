import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env.js';
import { mapRoutes } from './map.js';
import { calendarFeedRoutes } from './calendar-feeds.js';
import { authRoutes } from './auth.js';
import { benchRoutes } from './bench.js';
import { c2cJobRoutes } from './c2c-jobs.js';
import { captchaRoutes } from './captcha.js';
import { healthRoutes } from './health.js';
import { readyRoutes } from './ready.js';
import { ipInfoRoutes } from './ipinfo.js';
import { jobApplicationRoutes } from './job-applications.js';
import { inquiryRoutes } from './inquiries.js';
import { myApplicationRoutes } from './my-application.js';
import { emailDecisionRoutes } from './email-decisions.js';
import { rightToRepresentRoutes } from './right-to-represent.js';

/**
 * The calls anybody may make, signed in or not: the site's pages and forms, the sign-in calls, /health and /ready.
 * No access hook: nothing here reads a token (a bearer header is ignored); what abuse a call invites is
 * held off per route (rate limits, captcha, upload quota).
 */
export const publicRoutes: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  await app.register(healthRoutes);
  await app.register(readyRoutes, { env });
  await app.register(authRoutes, { env });
  await app.register(mapRoutes, { env });
  await app.register(benchRoutes);
  await app.register(inquiryRoutes, { env });
  await app.register(jobApplicationRoutes, { env });
  await app.register(myApplicationRoutes, { env });
  await app.register(captchaRoutes, { env });
  await app.register(ipInfoRoutes);
  await app.register(c2cJobRoutes);
  await app.register(calendarFeedRoutes, { env });
  await app.register(emailDecisionRoutes, { env });
  await app.register(rightToRepresentRoutes, { env });
};
