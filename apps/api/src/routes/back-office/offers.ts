import {
  API_PATHS,
  estimateRate,
  formatRateRange,
  OfferEstimateQuerySchema,
  OfferEstimateSchema,
  RATE_CARD_MESSAGES,
  SendOfferResultSchema,
  SendOfferSchema,
  STAFF_ROLES,
  suggestOffer,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';

const NO_LEAD = 'This know-your-worth lead does not exist';

/**
 * Know your worth keeps its promise (docs/product.md#back-office): a recruiter sees a lead's estimated
 * range from the rate card and e-mails the lead an offer, which sets the lead's status to Offer sent.
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateCard = app.queries.rateCard;
  const inquiries = app.queries.inquiries;

  app.get(
    API_PATHS.getOfferEstimate,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary: "A know-your-worth lead's estimated rate range and a suggested offer",
        security: [{ bearerAuth: [] }],
        querystring: OfferEstimateQuerySchema,
        response: { 200: OfferEstimateSchema },
      },
    },
    async (request) => {
      const lead = await inquiries.findLead(request.query.id);
      if (!lead) throw new HttpError(404, NO_LEAD);
      const estimate = estimateRate((await rateCard.get()).bands, lead.skills);
      return {
        range: estimate.range,
        label: estimate.range ? formatRateRange(estimate.range) : RATE_CARD_MESSAGES.noEstimate,
        perSkill: estimate.perSkill,
        suggestedOffer: suggestOffer(estimate),
      };
    },
  );

  app.post(
    API_PATHS.sendOffer,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary:
          'E-mails the offer to a know-your-worth lead and sets its status to Offer sent; once, unless `resend` is true (409)',
        security: [{ bearerAuth: [] }],
        body: SendOfferSchema,
        response: { 200: SendOfferResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, offer, resend } = request.body;
      const sent = await app.services.inquiries.sendOffer(
        id,
        offer,
        { id: user.id, name: user.name },
        { resend },
      );
      if ('notFound' in sent) throw new HttpError(404, NO_LEAD);
      if ('alreadySent' in sent) throw new HttpError(409, RATE_CARD_MESSAGES.offerAlreadySent);
      return { id, status: sent.status, offerSentAt: sent.offerSentAt };
    },
  );
};
