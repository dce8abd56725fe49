import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PATH_ROOTS, isApiUrl } from './api-paths.js';

describe('API URLs', () => {
  it('every API path and the docs are the API, with or without a query', () => {
    for (const apiPath of Object.values(API_PATHS)) {
      expect(isApiUrl(apiPath), apiPath).toBe(true);
      expect(isApiUrl(`${apiPath}?page=1`), apiPath).toBe(true);
    }
    expect(isApiUrl('/docs/json')).toBe(true);
    expect(isApiUrl('/getprofileimage')).toBe(true);
    expect(API_PATH_ROOTS).toContain('GetProfileImage');
  });

  it('pages are not', () => {
    for (const page of ['/', '/contact-us', '/apiary', '/CRMs', '/healthcare', '/docs-and-more']) {
      expect(isApiUrl(page), page).toBe(false);
    }
  });
});
