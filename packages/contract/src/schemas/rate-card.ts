import { z } from '../zod.js';
import { RATE_CARD_LIMITS, RATE_CARD_MESSAGES, RATE_CARD_SKILLS } from '../rate-card.js';

/** One band of a skill's rate card: from min_years to max_years (null: and up), in whole US dollars per hour. */
export const RateBandSchema = z.object({
  minYears: z.number().int().min(0).max(RATE_CARD_LIMITS.maxYears),
  maxYears: z.number().int().min(0).max(RATE_CARD_LIMITS.maxYears).nullable(),
  rateMin: z
    .number({ error: RATE_CARD_MESSAGES.rate })
    .int(RATE_CARD_MESSAGES.rate)
    .min(1, RATE_CARD_MESSAGES.rate)
    .max(RATE_CARD_LIMITS.maxRate, RATE_CARD_MESSAGES.rate),
  rateMax: z
    .number({ error: RATE_CARD_MESSAGES.rate })
    .int(RATE_CARD_MESSAGES.rate)
    .min(1, RATE_CARD_MESSAGES.rate)
    .max(RATE_CARD_LIMITS.maxRate, RATE_CARD_MESSAGES.rate),
});
export type RateBand = z.infer<typeof RateBandSchema>;

export const RateCardSkillSchema = z.object({
  skill: z.string(),
  bands: z.array(RateBandSchema),
});
export type RateCardSkill = z.infer<typeof RateCardSkillSchema>;

/** GET /CRM/GetRateCard: the whole card, one entry per skill of the catalogue (grouped, not a list). */
export const RateCardSchema = z.object({
  skills: z.array(RateCardSkillSchema),
  /** When the card was last changed, and by whom (null before any change). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type RateCard = z.infer<typeof RateCardSchema>;

/**
 * POST /CRM/UpdateRateCard: the new bands of the skills sent (the others stay as they are). Each band's
 * lowest rate is at most its highest; a skill's bands, sorted by years, never overlap.
 */
export const UpdateRateCardSchema = z.object({
  skills: z
    .array(
      RateCardSkillSchema.extend({
        skill: z.enum(RATE_CARD_SKILLS),
        bands: z.array(RateBandSchema).min(1).max(RATE_CARD_LIMITS.maxBands),
      }).superRefine((entry, context) => {
        entry.bands.forEach((band, index) => {
          if (band.rateMin > band.rateMax) {
            context.addIssue({
              code: 'custom',
              path: ['bands', index, 'rateMin'],
              message: RATE_CARD_MESSAGES.rateOrder,
            });
          }
          if (band.maxYears !== null && band.minYears > band.maxYears) {
            context.addIssue({
              code: 'custom',
              path: ['bands', index, 'maxYears'],
              message: RATE_CARD_MESSAGES.yearsOrder,
            });
          }
        });
        const order = entry.bands.map((band, index) => ({ band, index }));
        order.sort((a, b) => a.band.minYears - b.band.minYears);
        order.forEach((current, at) => {
          const previous = order[at - 1]?.band;
          if (!previous) return;
          if (previous.maxYears === null || current.band.minYears <= previous.maxYears) {
            context.addIssue({
              code: 'custom',
              path: ['bands', current.index, 'minYears'],
              message: RATE_CARD_MESSAGES.overlap,
            });
          }
        });
      }),
    )
    .min(1)
    .max(RATE_CARD_SKILLS.length)
    .refine((skills) => new Set(skills.map((entry) => entry.skill)).size === skills.length, {
      message: 'Each skill may appear once',
    }),
});
export type UpdateRateCard = z.infer<typeof UpdateRateCardSchema>;

/** POST /CRM/SendOffer: e-mails the offer to a know-your-worth lead and sets its status to Offer sent. */
export const SendOfferSchema = z.object({
  id: z.string().min(1).max(100),
  offer: z
    .string({ error: RATE_CARD_MESSAGES.offerRequired })
    .trim()
    .min(1, RATE_CARD_MESSAGES.offerRequired)
    .max(RATE_CARD_LIMITS.offerMaxLength, RATE_CARD_MESSAGES.offerTooLong),
  /** A deliberate "Send again": without it, a lead whose offer was already sent is refused (409). */
  resend: z.boolean().optional(),
});
export type SendOffer = z.infer<typeof SendOfferSchema>;

/** The lead's status after the send and when the offer was e-mailed (ISO time). */
export const SendOfferResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  offerSentAt: z.string(),
});

export const RateRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** GET /CRM/GetOfferEstimate?id=: a lead's estimated range from the rate card, and an offer text for it. */
export const OfferEstimateSchema = z.object({
  range: RateRangeSchema.nullable(),
  /** The range as shown, "$45–$60/hr", or a sentence saying none could be estimated. */
  label: z.string(),
  perSkill: z.array(
    z.object({
      skill: z.string(),
      years: z.number(),
      /** null when the rate card has no band for the skill at these years. */
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
  ),
  suggestedOffer: z.string(),
});
export type OfferEstimate = z.infer<typeof OfferEstimateSchema>;

export const OfferEstimateQuerySchema = z.object({ id: z.string().min(1).max(100) });
