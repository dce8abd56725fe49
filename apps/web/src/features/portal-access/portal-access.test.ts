import { USER_TYPES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { canOpen, isNavItemActive, portalNavItems } from './portal-access';

describe('portal access by role', () => {
  it('gives employees time sheets, leave, claims, cases and profile', () => {
    const labels = portalNavItems(USER_TYPES.employee).map((item) => item.label);
    expect(labels).toEqual([
      'Dashboard',
      'Time sheets',
      'Leave',
      'Claims',
      'Payslips',
      'Support',
      'My profile',
    ]);
    expect(canOpen('submissions', USER_TYPES.employee)).toBe(false);
  });

  it('gives partners bench lists, submissions, C2C jobs, cases and profile', () => {
    const labels = portalNavItems(USER_TYPES.partner).map((item) => item.label);
    expect(labels).toEqual([
      'Dashboard',
      'C2C jobs',
      'Submissions',
      'Bench list',
      'My bench',
      'Bills',
      'Support',
      'My profile',
    ]);
    expect(canOpen('timeSheet', USER_TYPES.partner)).toBe(false);
    expect(canOpen('dashboard', undefined)).toBe(false);
  });

  it('offers an account waiting for approval only its dashboard, whatever its role', () => {
    for (const userType of [USER_TYPES.employee, USER_TYPES.partner]) {
      expect(portalNavItems(userType, true).map((item) => item.label)).toEqual(['Dashboard']);
    }
  });

  it('highlights an item on its related pages', () => {
    const [, jobs] = portalNavItems(USER_TYPES.partner);
    expect(jobs && isNavItemActive(jobs, '/view-details/power-bi-developer')).toBe(true);
    expect(jobs && isNavItemActive(jobs, '/submissions')).toBe(false);
  });
});
