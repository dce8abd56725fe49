import { hasStaffRole, STAFF_ROLE_CODES, type StaffRole } from '@smartmove/contract';
import { paths } from '../../config/paths';

/**
 * Where a sign-in goes without a remembered page (docs/product.md#back-office): staff to the back office,
 * others to the dashboard.
 */
export function landingPath(session: { roles?: readonly StaffRole[] | undefined } | undefined): string {
  return hasStaffRole(session?.roles, ...STAFF_ROLE_CODES) ? paths.backOffice() : paths.dashboard();
}
