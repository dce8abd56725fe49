import { describe, expect, it } from 'vitest';

import {
  HANDBOOK_ACKNOWLEDGEMENT,
  HANDBOOK_LEAVE_FIGURES,
  HANDBOOK_SECTIONS,
  type HandbookSection,
} from './handbook-content';

/** Every topic of docs/product.md#pages "Employee handbook", in the spec's order, then the closing parts. */
const EXPECTED_IDS = [
  'welcome',
  'company',
  'employment-basics',
  'contract-types',
  'equal-opportunity',
  'recruitment',
  'background-checks',
  'referrals',
  'attendance',
  'workplace-policies',
  'confidentiality',
  'harassment-and-violence',
  'safety',
  'smoking',
  'drugs',
  'code-of-conduct',
  'dress-code',
  'cyber-security',
  'internet',
  'cell-phone',
  'corporate-email',
  'social-media',
  'conflict-of-interest',
  'relationships',
  'relatives',
  'visitors',
  'solicitation',
  'compensation',
  'overtime',
  'payroll',
  'performance',
  'training',
  'benefits',
  'health',
  'workers-compensation',
  'work-from-home',
  'remote-work',
  'expenses',
  'company-car',
  'parking',
  'equipment',
  'time',
  'working-hours',
  'paid-time-off',
  'holidays',
  'sick-leave',
  'bereavement',
  'jury-duty-and-voting',
  'parental-and-maternity-leave',
  'leaving-the-company',
  'progressive-discipline',
  'resignation',
  'termination',
  'monthly-meetings',
  'references',
  'exit-procedures',
  'handbook-revision',
];

function section(id: string): HandbookSection {
  const found = HANDBOOK_SECTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Missing handbook section ${id}`);
  return found;
}

function textOf(id: string): string {
  const { title, paragraphs, bullets = [] } = section(id);
  return [title, ...paragraphs, ...bullets].join('\n');
}

/** Spec §9 "Handbook figures" and the closing content, each checked in the section it belongs to. */
const FIGURES: [sectionId: string, phrase: string][] = [
  ['contract-types', 'at least 40 hours per week'],
  ['working-hours', 'at least 40 hours per week'],
  ['referrals', 'Rs.1500'],
  ['referrals', 'six months after the hire'],
  ['referrals', 'must not have applied to SmartMove in the past year'],
  ['paid-time-off', '20 days of paid time off (PTO) per year'],
  ['paid-time-off', '1.7 days per month'],
  ['paid-time-off', 'may not exceed 25 days'],
  ['health', 'after completing 6 months'],
  ['benefits', 'Group health insurance after 6 months'],
  ['work-from-home', 'up to two days a week'],
  ['work-from-home', 'at least two days ahead'],
  ['remote-work', '60mbps'],
  ['payroll', '1st working day'],
  ['bereavement', 'three days of paid bereavement leave'],
  ['bereavement', 'two additional unpaid days'],
  ['jury-duty-and-voting', 'one day of paid leave'],
  ['jury-duty-and-voting', 'two hours'],
  ['parental-and-maternity-leave', 'two weeks of paid paternity leave'],
  ['parental-and-maternity-leave', 'notice three months'],
  ['parental-and-maternity-leave', 'unpaid leave of up to two months'],
  ['parental-and-maternity-leave', 'more than 12 months of service'],
  ['parental-and-maternity-leave', 'up to 6 months with full pay'],
  ['parental-and-maternity-leave', 'at least 80 days in the 12 months'],
  ['parental-and-maternity-leave', 'no earlier than 45 days before the expected date of delivery'],
  ['parental-and-maternity-leave', 'miscarriage'],
  ['parental-and-maternity-leave', 'leave of up to 45 days'],
  ['parental-and-maternity-leave', 'two occasions'],
  ['resignation', 'four consecutive days'],
  ['attendance', 'four consecutive days'],
  ['resignation', 'written, signed letter sent by mail to your manager and HR'],
  ['resignation', 'acceptance letter'],
  ['resignation', 'Forced resignation is prohibited'],
  ['resignation', 'constructive dismissal'],
  ['progressive-discipline', 'six steps'],
  ['equipment', 'within 24 hours'],
  ['sick-leave', 'more than three days'],
  ['sick-leave', 'medical certificate'],
  ['termination', 'for cause'],
  ['termination', 'without cause'],
  ['termination', 'severance pay for eligible employees'],
  ['termination', 'Pending leaves are not compensated on termination'],
  ['termination', 'top management together with HR'],
  ['company', 'Hyderabad'],
  ['company', 'Seattle and Pune'],
  ['company', '2021'],
  ['monthly-meetings', 'Hyderabad office'],
  ['monthly-meetings', 'at least one month ahead'],
  ['monthly-meetings', 'valid reason approved by your manager and HR'],
  ['monthly-meetings', 'medical certificate'],
  ['monthly-meetings', 'etiquette'],
  ['monthly-meetings', 'penalties'],
  ['references', 'good standing'],
  ['references', 'may grant or refuse'],
  ['exit-procedures', 'benefits end on your last day'],
  ['exit-procedures', 'Provident Fund (PF) account'],
  ['exit-procedures', 'before your notice period ends'],
  ['exit-procedures', 'Return all company assets'],
  ['exit-procedures', 'exit letter'],
  ['exit-procedures', 'exit interview'],
  ['exit-procedures', 'Group health insurance ends at the last working day'],
  ['handbook-revision', 'revised annually'],
];

describe('HANDBOOK_SECTIONS', () => {
  it('has unique kebab-case ids', () => {
    const ids = HANDBOOK_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('covers every topic of the spec in the spec order', () => {
    expect(HANDBOOK_SECTIONS.map((s) => s.id)).toEqual(EXPECTED_IDS);
  });

  it('gives every section a title and 1 to 4 paragraphs of real prose', () => {
    for (const s of HANDBOOK_SECTIONS) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.paragraphs.length, s.id).toBeGreaterThanOrEqual(1);
      expect(s.paragraphs.length, s.id).toBeLessThanOrEqual(4);
      const words = [...s.paragraphs, ...(s.bullets ?? [])].join(' ').split(/\s+/).length;
      expect(words, s.id).toBeGreaterThanOrEqual(50);
      for (const text of [...s.paragraphs, ...(s.bullets ?? [])]) expect(text.trim(), s.id).toBe(text);
    }
  });

  it.each(FIGURES)('section %s states "%s"', (id, phrase) => {
    expect(textOf(id)).toContain(phrase);
  });

  it('lists the six progressive discipline steps, ending in termination', () => {
    const steps = section('progressive-discipline').bullets ?? [];
    expect(steps).toHaveLength(6);
    expect(steps[0]).toMatch(/verbal warning/i);
    expect(steps[5]).toMatch(/termination/i);
  });

  it('states the leave figures the portal reuses', () => {
    expect(HANDBOOK_LEAVE_FIGURES).toEqual({ ptoDaysPerYear: 20, ptoAccrualPerMonth: 1.7, ptoCap: 25 });
    const pto = textOf('paid-time-off');
    expect(pto).toContain(`${HANDBOOK_LEAVE_FIGURES.ptoDaysPerYear} days`);
    expect(pto).toContain(`${HANDBOOK_LEAVE_FIGURES.ptoAccrualPerMonth} days per month`);
    expect(pto).toContain(`${HANDBOOK_LEAVE_FIGURES.ptoCap} days`);
  });
});

describe('HANDBOOK_ACKNOWLEDGEMENT', () => {
  it('has the employee confirm receiving and reading the handbook', () => {
    expect(HANDBOOK_ACKNOWLEDGEMENT.title).not.toBe('');
    expect(HANDBOOK_ACKNOWLEDGEMENT.paragraphs.join(' ')).toMatch(/received and read/);
  });
});
