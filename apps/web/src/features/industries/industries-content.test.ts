import { describe, expect, it } from 'vitest';

import { INDUSTRIES } from './industries-content';

describe('INDUSTRIES', () => {
  it('lists the eight industries in order', () => {
    expect(INDUSTRIES.map((i) => i.name)).toEqual([
      'Technology Media and Telecommunications',
      'Banking and Finance',
      'Real Estate',
      'Investment Management',
      'Hospitality and Services',
      'Government and Public Services',
      'Retail Wholesale and Distribution',
      'Life Sciences and Health Care',
    ]);
  });

  it('has unique kebab-case ids', () => {
    const ids = INDUSTRIES.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(INDUSTRIES)('$name has a summary and 4 to 6 distinct use cases', (industry) => {
    expect(industry.summary.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
    expect(industry.useCases.length).toBeGreaterThanOrEqual(4);
    expect(industry.useCases.length).toBeLessThanOrEqual(6);
    expect(new Set(industry.useCases).size).toBe(industry.useCases.length);
    for (const useCase of industry.useCases) expect(useCase).toMatch(/^[A-Z].+\.$/);
  });
});
