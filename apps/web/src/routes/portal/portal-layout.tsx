import { ACCOUNT_STATUSES } from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { PendingApprovalContext } from '../../features/portal-access/approval-status';
import { PortalNav } from '../../features/portal-access/components/portal-nav';
import { profileQueries } from '../../features/profile/api/profile';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn, rememberReturnTo, updateSessionPending, updateSessionRoles } from '../../lib/session';
import type { Route } from './+types/portal-layout';
import '../../styles/portal.css';

/** The route guard (docs/product.md#pages, docs/product.md#sign-in): every signed-in-area route requires login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    rememberReturnTo(`${url.pathname}${url.search}${url.hash}`);
    throw redirect(paths.signIn());
  }
  // The account's state decides what every portal page shows: ask for it while the page's code loads.
  void queryClient.prefetchQuery(profileQueries.account());
  return null;
}

export default function PortalLayout() {
  // A pending account's pages would only be refused (403, which signs out): wait for its state first.
  const profile = useQuery(profileQueries.account());
  const pending = profile.data?.status === ACCOUNT_STATUSES.pending;
  // Staff roles granted or taken since the login show at once (the profile panel's Back office link).
  const roles = profile.data?.roles;
  useEffect(() => {
    if (roles) updateSessionRoles(roles);
  }, [roles]);
  // ...and so does a sign-up's approval: the menus offer a pending account only what it can open.
  const status = profile.data?.status;
  useEffect(() => {
    if (status) updateSessionPending(status === ACCOUNT_STATUSES.pending);
  }, [status]);
  return (
    <div className="portal">
      <PortalNav />
      <div className="portal__content">
        {profile.isPending ? null : (
          <PendingApprovalContext value={pending}>
            <Outlet />
          </PendingApprovalContext>
        )}
      </div>
    </div>
  );
}
