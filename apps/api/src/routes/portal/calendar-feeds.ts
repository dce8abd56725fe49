import {
  API_PATHS,
  CalendarFeedSchema,
  CalendarFeedsSchema,
  ResetCalendarFeedBodySchema,
  USER_TYPE_CODES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

/**
 * My profile's "Calendar" section (docs/product.md#calendar-feeds): the caller's feed URLs and "Reset link".
 */
export const portalCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyRole = app.requireRole(...USER_TYPE_CODES);

  async function requirePerson(id: string) {
    const user = await app.queries.users.findById(id);
    if (!user) throw new HttpError(401, 'Please sign in');
    return { id: user.id, name: user.name };
  }

  app.get(
    API_PATHS.getCalendarFeeds,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "The caller's calendar feeds: their own, and the team calendar when they manage anybody",
        security: [{ bearerAuth: [] }],
        response: { 200: CalendarFeedsSchema },
      },
    },
    async (request) => app.services.calendarFeeds.feedsOf(await requirePerson(requireUser(request).id)),
  );

  app.post(
    API_PATHS.resetCalendarFeed,
    {
      onRequest: anyRole,
      schema: {
        tags: ['portal'],
        summary: "Replace one of the caller's calendar feed URLs (the old one then answers 404)",
        security: [{ bearerAuth: [] }],
        body: ResetCalendarFeedBodySchema,
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => {
      const person = await requirePerson(requireUser(request).id);
      const feed = await app.services.calendarFeeds.reset(person, request.body.kind);
      if (!feed) throw new HttpError(403, 'Only approvers have a team calendar');
      return feed;
    },
  );
};
