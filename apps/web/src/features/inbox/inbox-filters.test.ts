import { INQUIRY_STATUS_CODES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { oneOf, readInboxFilters, writeInboxFilters } from './inbox-filters';

describe('inbox filters in the URL', () => {
  it('reads missing filters as empty', () => {
    expect(readInboxFilters(new URLSearchParams('kind=contact'))).toEqual({
      search: '',
      kind: 'contact',
      status: '',
      job: '',
      duplicate: '',
    });
    expect(readInboxFilters(new URLSearchParams('job=senior-data-engineer')).job).toBe(
      'senior-data-engineer',
    );
  });

  it('writes a change back on page 1 and leaves empty filters out', () => {
    const current = new URLSearchParams('search=ada&status=new&page=3');
    expect(writeInboxFilters(current, { status: 'closed' }).toString()).toBe('search=ada&status=closed');
    expect(writeInboxFilters(current, { search: '  ' }).toString()).toBe('status=new');
    // The search text is kept as typed (the list trims it when it asks the API).
    expect(writeInboxFilters(current, { search: 'ada l' }).get('search')).toBe('ada l');
  });

  it('passes only known codes on', () => {
    expect(oneOf(INQUIRY_STATUS_CODES, 'closed')).toBe('closed');
    expect(oneOf(INQUIRY_STATUS_CODES, 'lost')).toBeUndefined();
  });
});
