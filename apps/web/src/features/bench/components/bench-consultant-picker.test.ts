import type { MyBenchCandidate } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { consultantFields } from './bench-consultant-picker';

const candidate: MyBenchCandidate = {
  id: 'c1',
  title: 'Data Engineer',
  name: 'Priya  Devi Raman',
  exp: '7 Years',
  location: 'Austin, TX',
  visaStatus: 'CITIZEN',
  skills: ['Python'],
  email: 'priya@example.com',
  phone: '+12015550199',
  createdAt: '2026-11-16T10:00:00Z',
  status: 'published',
  sentBackReason: null,
};

describe('a bench consultant as a submission', () => {
  it('fills the first and last name, contact details and the visa code', () => {
    expect(consultantFields(candidate)).toEqual({
      FirstName: 'Priya',
      LastName: 'Devi Raman',
      Email: 'priya@example.com',
      phoneNumber: '+12015550199',
      pro_visastatus: '166110007',
    });
  });

  it('leaves out what the bench does not have', () => {
    expect(
      consultantFields({ ...candidate, name: 'Madhu', email: '', phone: '', visaStatus: 'Other' }),
    ).toEqual({
      FirstName: 'Madhu',
      LastName: '',
    });
  });
});
