import { describe, expect, it } from 'vitest';
import {
  estimateRate,
  findRateBand,
  formatRateRange,
  formatYearsBand,
  RATE_CARD_MESSAGES,
  RATE_CARD_SKILLS,
  suggestOffer,
  type RateCardBand,
} from './rate-card.js';
import { UpdateRateCardSchema } from './schemas/rate-card.js';

const bands = (...rows: Array<[number, number | null, number, number]>): RateCardBand[] =>
  rows.map(([minYears, maxYears, rateMin, rateMax]) => ({ minYears, maxYears, rateMin, rateMax }));

const CARD = new Map<string, RateCardBand[]>([
  ['python', bands([0, 2, 40, 55], [3, 5, 55, 75], [6, 9, 75, 95], [10, null, 95, 120])],
  ['SQL', bands([0, 2, 35, 50], [3, 5, 50, 65], [6, null, 65, 85])],
  ['Tableau', bands([0, 4, 45, 60])],
]);

describe('the rate card estimate', () => {
  it('picks the band of the years, whole years up to the next band', () => {
    const python = CARD.get('python')!;
    expect(findRateBand(python, 1)?.rateMin).toBe(40);
    expect(findRateBand(python, 2.9)?.rateMin).toBe(40);
    expect(findRateBand(python, 3)?.rateMin).toBe(55);
    expect(findRateBand(python, 9.5)?.rateMin).toBe(75);
    expect(findRateBand(python, 42)?.rateMin).toBe(95);
    expect(findRateBand(CARD.get('Tableau')!, 5)).toBeUndefined();
  });

  it('takes the range of the best-paid matched skill and prices each skill', () => {
    const estimate = estimateRate(CARD, [
      { skill: 'SQL', years: 7 },
      { skill: 'python', years: 4 },
      { skill: 'Tableau', years: 8 },
      { skill: 'Rust', years: 2 },
    ]);
    expect(estimate.range).toEqual({ min: 65, max: 85 });
    expect(estimate.perSkill).toEqual([
      { skill: 'SQL', years: 7, min: 65, max: 85 },
      { skill: 'python', years: 4, min: 55, max: 75 },
      { skill: 'Tableau', years: 8, min: null, max: null },
      { skill: 'Rust', years: 2, min: null, max: null },
    ]);
  });

  it('breaks a tie on the top rate by the bottom rate', () => {
    const card = new Map([
      ['a', bands([0, null, 40, 80])],
      ['b', bands([0, null, 50, 80])],
    ]);
    expect(
      estimateRate(card, [
        { skill: 'a', years: 1 },
        { skill: 'b', years: 1 },
      ]).range,
    ).toEqual({
      min: 50,
      max: 80,
    });
  });

  it('has no range when no skill has a band', () => {
    const estimate = estimateRate(CARD, [{ skill: 'Go', years: 3 }]);
    expect(estimate.range).toBeNull();
    expect(suggestOffer(estimate)).toContain('talk about your rate');
  });

  it('formats ranges and bands with an en dash', () => {
    expect(formatRateRange({ min: 45, max: 60 })).toBe('$45–$60/hr');
    expect(formatRateRange({ min: 50, max: 50 })).toBe('$50/hr');
    expect(formatYearsBand({ minYears: 0, maxYears: 2 })).toBe('0–2 years');
    expect(formatYearsBand({ minYears: 10, maxYears: null })).toBe('10+ years');
  });

  it('suggests an offer naming the priced skills and the range', () => {
    const estimate = estimateRate(CARD, [
      { skill: 'python', years: 4 },
      { skill: 'SQL', years: 1 },
    ]);
    expect(suggestOffer(estimate)).toContain(
      'Based on your experience with python (4 years) and SQL (1 year), we estimate your market rate at $55–$75/hr.',
    );
  });
});

describe('UpdateRateCardSchema', () => {
  const update = (rows: Array<[number, number | null, number, number]>) =>
    UpdateRateCardSchema.safeParse({ skills: [{ skill: 'python', bands: bands(...rows) }] });

  it('lists each skill of the catalogue once', () => {
    expect(RATE_CARD_SKILLS).toContain('Jenkins');
    expect(RATE_CARD_SKILLS.filter((skill) => skill === 'Git')).toHaveLength(1);
  });

  it('accepts ordered, separate bands', () => {
    expect(
      update([
        [0, 2, 40, 55],
        [3, null, 55, 75],
      ]).success,
    ).toBe(true);
  });

  it('refuses a lowest rate above the highest, on that field', () => {
    const result = update([[0, 2, 60, 55]]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['skills', 0, 'bands', 0, 'rateMin'],
      message: RATE_CARD_MESSAGES.rateOrder,
    });
  });

  it('refuses overlapping bands, in any order', () => {
    const result = update([
      [3, 6, 55, 75],
      [0, 3, 40, 55],
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['skills', 0, 'bands', 0, 'minYears'],
      message: RATE_CARD_MESSAGES.overlap,
    });
    expect(
      update([
        [0, null, 40, 55],
        [10, null, 55, 75],
      ]).success,
    ).toBe(false);
  });

  it('refuses a skill outside the catalogue and fractional dollars', () => {
    expect(
      UpdateRateCardSchema.safeParse({ skills: [{ skill: 'COBOL', bands: bands([0, null, 1, 2]) }] }).success,
    ).toBe(false);
    expect(update([[0, null, 40.5, 55]]).success).toBe(false);
  });
});
