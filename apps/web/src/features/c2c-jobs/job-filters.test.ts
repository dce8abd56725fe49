import { describe, expect, it } from 'vitest';
import { hasJobFilters, readJobFilters, writeJobFilters } from './job-filters';

describe('C2C job filters in the URL', () => {
  it('reads the filters and ignores an unknown remote value', () => {
    expect(
      readJobFilters(new URLSearchParams('keyword=%20spark%20&location=WA&remote=maybe&page=3')),
    ).toEqual({
      keyword: 'spark',
      location: 'WA',
      remote: '',
    });
  });

  it('writes only the filters that are set, dropping the page', () => {
    expect(writeJobFilters({ keyword: 'data', location: ' ', remote: 'true' }).toString()).toBe(
      'keyword=data&remote=true',
    );
    expect(hasJobFilters({ keyword: '', location: '', remote: '' })).toBe(false);
  });
});
