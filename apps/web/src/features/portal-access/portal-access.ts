import { USER_TYPES, type PortalRouteName, type UserType } from '@smartmove/contract';
import { paths } from '../../config/paths';

const EMPLOYEE = [USER_TYPES.employee] as const;
const PARTNER = [USER_TYPES.partner] as const;
const EVERYONE = [USER_TYPES.employee, USER_TYPES.partner] as const;

/**
 * Who may open each portal page. The server enforces the same split on every call (403); this only
 * spares people a screen they cannot use.
 */
export const PORTAL_ROUTE_ROLES: Record<PortalRouteName, readonly UserType[]> = {
  dashboard: EVERYONE,
  timeSheet: EMPLOYEE,
  newTimeSheet: EMPLOYEE,
  applyLeave: EMPLOYEE,
  employeeClaims: EMPLOYEE,
  myProfile: EVERYONE,
  submissions: PARTNER,
  benchList: PARTNER,
  myBenchList: PARTNER,
  uploadBenchSalesData: PARTNER,
  newCases: EVERYONE,
  support: EVERYONE,
  viewAllC2cJobs: PARTNER,
  viewDetails: PARTNER,
  payslips: EMPLOYEE,
  bills: PARTNER,
};

export function canOpen(route: PortalRouteName, userType: UserType | undefined): boolean {
  return userType !== undefined && PORTAL_ROUTE_ROLES[route].includes(userType);
}

export interface PortalNavItem {
  label: string;
  href: string;
  route: PortalRouteName;
  /** Other pages that belong to this item (highlighted with it). */
  alsoActiveOn?: readonly string[];
}

const NAV_ITEMS: readonly PortalNavItem[] = [
  { label: 'Dashboard', href: paths.dashboard(), route: 'dashboard' },
  { label: 'Time sheets', href: paths.timeSheet(), route: 'timeSheet', alsoActiveOn: [paths.newTimeSheet()] },
  { label: 'Leave', href: paths.applyLeave(), route: 'applyLeave' },
  { label: 'Claims', href: paths.employeeClaims(), route: 'employeeClaims' },
  { label: 'Payslips', href: paths.payslips(), route: 'payslips' },
  {
    label: 'C2C jobs',
    href: paths.viewAllC2cJobs(),
    route: 'viewAllC2cJobs',
    alsoActiveOn: ['/view-details/'],
  },
  { label: 'Submissions', href: paths.submissions(), route: 'submissions' },
  { label: 'Bench list', href: paths.benchList(), route: 'benchList' },
  {
    label: 'My bench',
    href: paths.myBenchList(),
    route: 'myBenchList',
    alsoActiveOn: [paths.uploadBenchSalesData()],
  },
  { label: 'Bills', href: paths.bills(), route: 'bills' },
  { label: 'Support', href: paths.support(), route: 'support', alsoActiveOn: [paths.newCases()] },
  { label: 'My profile', href: paths.myProfile(), route: 'myProfile' },
];

/**
 * The portal sub-navigation of a role, in the order people use it. An account waiting for approval opens
 * only its dashboard, which says so (every other page would show the same waiting message).
 */
export function portalNavItems(userType: UserType | undefined, pending = false): PortalNavItem[] {
  return NAV_ITEMS.filter(
    (item) => canOpen(item.route, userType) && (!pending || item.route === 'dashboard'),
  );
}

export function isNavItemActive(item: PortalNavItem, pathname: string): boolean {
  if (pathname === item.href) return true;
  return (item.alsoActiveOn ?? []).some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path,
  );
}
