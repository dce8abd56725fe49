import {
  API_PATHS,
  RATE_CARD_SKILLS,
  RateCardSchema,
  STAFF_ROLES,
  UpdateRateCardSchema,
  type RateCard,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import type { StoredRateCard } from '../../repositories/recruiting/rate-card-repository.js';

/** The card in the catalogue's order, every skill present (one with no bands yet shows none). */
function toRateCard(card: StoredRateCard): RateCard {
  return {
    skills: RATE_CARD_SKILLS.map((skill) => ({ skill, bands: card.bands.get(skill) ?? [] })),
    updatedAt: card.updatedAt,
    updatedBy: card.updatedBy,
  };
}

/**
 * The know-your-worth rate card: recruiters read it (they send the offers), an admin edits it. The whole
 * card is one answer grouped by skill, not a list: it has one entry per skill of the catalogue.
 */
export const rateCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateCard = app.queries.rateCard;

  app.get(
    API_PATHS.getRateCard,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.recruiter),
      schema: {
        tags: ['back-office'],
        summary: 'The know-your-worth rate card, by skill and band of years',
        security: [{ bearerAuth: [] }],
        response: { 200: RateCardSchema },
      },
    },
    async () => toRateCard(await rateCard.get()),
  );

  app.post(
    API_PATHS.updateRateCard,
    {
      onRequest: app.requireStaffRole(STAFF_ROLES.admin),
      schema: {
        tags: ['back-office'],
        summary: 'Replaces the bands of the skills sent (admin)',
        security: [{ bearerAuth: [] }],
        body: UpdateRateCardSchema,
        response: { 200: RateCardSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.services.rateCard.replace(request.body.skills, user);
      return toRateCard(await rateCard.get());
    },
  );
};
