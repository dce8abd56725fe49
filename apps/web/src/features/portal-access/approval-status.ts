import { createContext, useContext } from 'react';

/**
 * Whether the signed-in account still waits for an admin's approval (docs/product.md#sign-in): the portal
 * layout provides it from GetProfile's status, and every portal page's gate shows the waiting message
 * instead of the screen (the server answers 403 to every other portal call meanwhile).
 */
export const PendingApprovalContext = createContext(false);

export function usePendingApproval(): boolean {
  return useContext(PendingApprovalContext);
}
