import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES, isKnownPagePath, isPortalPath, PORTAL_ROUTES, PUBLIC_ROUTES } from './routes.js';

describe('the route table', () => {
  it('knows every page of the three tables, also where their names repeat', () => {
    const concrete = (path: string) => path.replace(/:[^/]+/g, 'x');
    for (const path of [...Object.values(PUBLIC_ROUTES), ...Object.values(PORTAL_ROUTES)]) {
      if (path !== PUBLIC_ROUTES.notFound) expect(isKnownPagePath(concrete(path)), path).toBe(true);
    }
    for (const path of Object.values(BACK_OFFICE_ROUTES)) {
      expect(isKnownPagePath(concrete(path)), path).toBe(true);
      expect(isPortalPath(concrete(path)), path).toBe(true);
    }
    expect(isKnownPagePath('/payslips')).toBe(true);
    expect(isKnownPagePath('/back-office/payslips')).toBe(true);
    expect(isPortalPath('/payslips')).toBe(true);
  });
});
