import { isOfficeCode } from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.js';
import { HttpError } from '../../errors.js';
import type { CalendarDocument } from '../../services/approvals/calendar-feed-service.js';
import { formRateLimit } from '../shared/rate-limits.js';

const NOT_FOUND = 'This calendar does not exist.';

/** Answers a feed as calendar clients expect: text/calendar, an ETag they send back, 304 when unchanged. */
function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CalendarDocument,
  cache: string,
) {
  reply.header('etag', document.etag).header('cache-control', cache).header('vary', 'accept-encoding');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === document.etag)) {
    return reply.code(304).send();
  }
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="calendar.ics"')
    .send(document.body);
}

/**
 * Calendar feeds (docs/product.md#calendar-feeds): each office's public holidays, and the secret feeds of My
 * profile. Calendar clients poll them without signing in, so each address is rate limited like a form.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    '/calendar/holidays/:file',
    {
      config: formRateLimit(env),
      schema: {
        tags: ['calendar'],
        summary: "An office's public holidays (iCalendar): /calendar/holidays/seattle.ics or pune.ics",
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const office = /^([a-z]+)\.ics$/.exec(request.params.file)?.[1];
      if (!office || !isOfficeCode(office)) throw new HttpError(404, NOT_FOUND);
      const document = await app.services.calendarFeeds.holidayFeed(office);
      return sendCalendar(request, reply, document, 'public, max-age=3600');
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: formRateLimit(env),
      schema: {
        tags: ['calendar'],
        summary: "A person's own or team calendar (iCalendar) by its secret URL from My profile",
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const document = token ? await app.services.calendarFeeds.feedByToken(token) : undefined;
      if (!document) throw new HttpError(404, NOT_FOUND);
      return sendCalendar(request, reply, document, 'private, max-age=900');
    },
  );
};
