import { describe, expect, it } from 'vitest';
import { VISA_STATUSES, parseVisaStatus, visaStatusCodesMatching, visaStatusLabel } from './visa-status.js';
import { BenchUploadRowSchema, splitSkills } from './schemas/bench-upload.js';
import { PORTAL_MESSAGES } from './portal.js';

describe('visa statuses as people write them', () => {
  it.each([
    ['US Citizen', 166110007],
    ['USC', 166110007],
    ['citizen', 166110007],
    ['U.S. Citizen', 166110007],
    ['H1B', 166110001],
    ['H-1B', 166110001],
    ['h1-b', 166110001],
    [' H1 B ', 166110001],
    ['Green Card', 166110003],
    ['GC', 166110003],
    ['green-card', 166110003],
    ['EAD', 166110008],
    ['H4 EAD', 166110008],
    ['OPT', 166110005],
    ['F-1', 166110000],
    ['H1B I-140 approved', 166110002],
    ['166110004', 166110004],
    [166110006, 166110006],
  ])('%s is %s', (written, code) => {
    expect(parseVisaStatus(written)).toBe(code);
  });

  it.each(['TN', 'Tourist', '', 'H1BB', 166110099, null])('%s is not a visa status we know', (written) => {
    expect(parseVisaStatus(written)).toBeUndefined();
  });

  it('every code and label maps to itself, and shows one label', () => {
    for (const status of VISA_STATUSES) {
      expect(parseVisaStatus(status.label)).toBe(status.code);
      expect(visaStatusLabel(status.code)).toBe(status.label);
      expect(visaStatusLabel(String(status.code))).toBe(status.label);
    }
    expect(visaStatusLabel('US Citizen')).toBe('CITIZEN');
    expect(visaStatusLabel('H4 EAD')).toBe('EAD');
    expect(visaStatusLabel('Something else')).toBe('Something else');
  });

  it('finds the codes a search keyword names', () => {
    expect(visaStatusCodesMatching('h1')).toEqual([166110001, 166110002]);
    expect(visaStatusCodesMatching('Green Card')).toEqual([166110003]);
    expect(visaStatusCodesMatching('citizen')).toEqual([166110007]);
    expect(visaStatusCodesMatching('Dallas')).toEqual([]);
    expect(visaStatusCodesMatching(' - ')).toEqual([]);
  });
});

describe('bench skills', () => {
  it('split on commas and semicolons, trimmed, each once', () => {
    expect(splitSkills('Python; Spark, Airflow')).toEqual(['Python', 'Spark', 'Airflow']);
    expect(splitSkills(' SQL ;; sql , Power  BI,')).toEqual(['SQL', 'Power BI']);
    expect(splitSkills(' ; , ')).toEqual([]);
  });
});

describe('a bench upload row', () => {
  const row = {
    title: 'Data Engineer',
    name: 'Priya Raman',
    exp: '7',
    location: 'Austin, TX',
    visaStatus: 'US Citizen',
    skills: 'a; b, c; B',
  };

  it('carries the visa code and the skills joined with commas', () => {
    expect(BenchUploadRowSchema.parse(row)).toMatchObject({
      visaStatus: 166110007,
      skills: 'a, b, c',
    });
  });

  it('refuses an unknown visa label and skills that are only separators', () => {
    const result = BenchUploadRowSchema.safeParse({ ...row, visaStatus: 'TN', skills: ' ;, ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      visaStatus: PORTAL_MESSAGES.bench.visaStatus,
      skills: PORTAL_MESSAGES.bench.skills,
    });
  });
});
