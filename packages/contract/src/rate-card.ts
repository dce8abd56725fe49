import { SKILL_CATALOGUE } from './skills.js';

/**
 * The know-your-worth rate card (docs/product.md#back-office): for each skill of the catalogue, bands of
 * years of experience with an hourly range in whole US dollars. Staff see a lead's estimate from it and
 * send the lead an offer.
 */

/** Every skill of the catalogue once (Jenkins and Git sit in two categories but have one rate). */
export const RATE_CARD_SKILLS = [
  ...new Set(SKILL_CATALOGUE.flatMap((group) => group.skills as readonly string[])),
] as [string, ...string[]];

export const RATE_CARD_LIMITS = {
  maxYears: 60,
  maxRate: 1000,
  maxBands: 10,
  offerMaxLength: 4000,
} as const;

export const RATE_CARD_MESSAGES = {
  rate: 'Enter a whole number of dollars from 1 to 1000',
  rateOrder: 'The lowest rate cannot be above the highest rate',
  yearsOrder: 'The band cannot end before it starts',
  overlap: 'This band overlaps the one before it',
  offerRequired: 'Please enter the offer',
  offerTooLong: `The offer can be at most ${RATE_CARD_LIMITS.offerMaxLength} characters`,
  noEstimate: 'No estimate: the rate card has no band for these skills and years',
  offerAlreadySent: 'This offer was already sent. Choose "Send again" to e-mail it once more.',
} as const;

export interface RateCardBand {
  minYears: number;
  /** null: and up. */
  maxYears: number | null;
  rateMin: number;
  rateMax: number;
}

export interface RateRange {
  min: number;
  max: number;
}

export interface SkillYears {
  skill: string;
  years: number;
}

export interface SkillEstimate extends SkillYears {
  min: number | null;
  max: number | null;
}

export interface RateEstimate {
  range: RateRange | null;
  perSkill: SkillEstimate[];
}

/**
 * The band covering these years. Bands hold whole years ("3–5"), and a lead may give 5.5 years: a band
 * covers from its first year up to, not including, the year after its last.
 */
export function findRateBand(bands: readonly RateCardBand[], years: number): RateCardBand | undefined {
  return bands.find(
    (band) => years >= band.minYears && (band.maxYears === null || years < band.maxYears + 1),
  );
}

/**
 * A lead's estimated range: each skill is priced by its band of years, and the estimate is the range of
 * the best-paid matched skill (highest top rate, then highest bottom rate). A contractor is placed and paid
 * for their strongest skill, not an average of everything they ticked, so an average would under-promise;
 * the per-skill table shows the rest. null when no skill has a band.
 */
export function estimateRate(
  card: ReadonlyMap<string, readonly RateCardBand[]>,
  skills: readonly SkillYears[],
): RateEstimate {
  const perSkill = skills.map((entry): SkillEstimate => {
    const band = findRateBand(card.get(entry.skill) ?? [], entry.years);
    return { ...entry, min: band?.rateMin ?? null, max: band?.rateMax ?? null };
  });
  let range: RateRange | null = null;
  for (const entry of perSkill) {
    if (entry.min === null || entry.max === null) continue;
    if (!range || entry.max > range.max || (entry.max === range.max && entry.min > range.min)) {
      range = { min: entry.min, max: entry.max };
    }
  }
  return { range, perSkill };
}

/** "$45–$60/hr" (en dash); one figure when both ends agree. */
export function formatRateRange(range: RateRange): string {
  return range.min === range.max ? `$${range.min}/hr` : `$${range.min}–$${range.max}/hr`;
}

/** The label of a band's years: "0–2 years", "10+ years", "1 year". */
export function formatYearsBand(band: Pick<RateCardBand, 'minYears' | 'maxYears'>): string {
  if (band.maxYears === null) return `${band.minYears}+ years`;
  if (band.minYears === band.maxYears) return `${band.minYears} ${band.minYears === 1 ? 'year' : 'years'}`;
  return `${band.minYears}–${band.maxYears} years`;
}

/** The Offer box's starting text for a lead, from its estimate (staff edit it before sending). */
export function suggestOffer(estimate: RateEstimate): string {
  if (!estimate.range) {
    return 'Thank you for telling us about your skills. We would like to talk about your rate: please reply to this e-mail with a time that suits you.';
  }
  const priced = estimate.perSkill.filter((entry) => entry.min !== null);
  const skills = priced.map(
    (entry) => `${entry.skill} (${entry.years} ${entry.years === 1 ? 'year' : 'years'})`,
  );
  return [
    `Based on your experience with ${joinList(skills)}, we estimate your market rate at ${formatRateRange(estimate.range)}.`,
    'We have contract roles that match your skills. Reply to this e-mail and we will set up a call to discuss them.',
  ].join('\n\n');
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The promise under the know-your-worth form's thank-you message (the spec's text stays as it is). */
export function knowYourWorthOfferPromise(email: string): string {
  return `We will e-mail your personalised offer to ${email}.`;
}
