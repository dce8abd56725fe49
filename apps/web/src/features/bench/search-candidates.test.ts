import { MESSAGES, type BenchCandidate } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { describeResults, filterCandidates } from './search-candidates';

const candidate = (id: string, title: string, location: string): BenchCandidate => ({
  id,
  title,
  location,
  name: `Person ${id}`,
  exp: '5 Years',
  visaStatus: 'GC',
  skills: [],
});

const LIST = [
  candidate('1', 'Data Engineer', 'Dallas, TX'),
  candidate('2', 'Java Full Stack Developer', 'Seattle, WA'),
  candidate('3', 'Power BI Developer', 'Phoenix, AZ'),
  candidate('4', 'DevOps Engineer', 'Remote'),
];

describe('filterCandidates', () => {
  it('keeps the whole list for an empty or blank keyword', () => {
    expect(filterCandidates(LIST, '')).toEqual(LIST);
    expect(filterCandidates(LIST, '   ')).toEqual(LIST);
  });

  it('matches the title or the location, ignoring case', () => {
    expect(filterCandidates(LIST, 'ENGINEER').map((c) => c.id)).toEqual(['1', '4']);
    expect(filterCandidates(LIST, 'seattle').map((c) => c.id)).toEqual(['2']);
    expect(filterCandidates(LIST, 'developer').map((c) => c.id)).toEqual(['2', '3']);
  });

  it('does not search the other fields', () => {
    expect(filterCandidates(LIST, 'Person 1')).toEqual([]);
  });
});

describe('describeResults', () => {
  it('states the true count of the full list', () => {
    expect(describeResults({ total: 5, matches: 5, visible: 5, filtered: false })).toBe(
      'Showing all 5 results',
    );
    expect(describeResults({ total: 25, matches: 25, visible: 10, filtered: false })).toBe(
      'Showing 10 of 25 results',
    );
  });

  it('states how many of the list match a keyword', () => {
    expect(describeResults({ total: 5, matches: 2, visible: 2, filtered: true })).toBe(
      'Showing 2 of 5 results',
    );
    expect(describeResults({ total: 30, matches: 12, visible: 10, filtered: true })).toBe(
      'Showing 10 of 12 matching results',
    );
    expect(describeResults({ total: 5, matches: 1, visible: 1, filtered: true })).toBe(
      'Showing 1 of 5 results',
    );
  });

  it('shows the spec message when nothing matches', () => {
    expect(describeResults({ total: 5, matches: 0, visible: 0, filtered: true })).toBe(
      MESSAGES.searchNoResult,
    );
  });
});
