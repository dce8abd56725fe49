import { Outlet, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { BackOfficeNav } from '../../features/back-office-access/components/back-office-nav';
import { isLoggedIn, rememberReturnTo } from '../../lib/session';
import type { Route } from './+types/back-office-layout';
import '../../styles/portal.css';

/** The back office's guard: signed-in users only (their roles are checked per page and by the server). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    rememberReturnTo(`${url.pathname}${url.search}${url.hash}`);
    throw redirect(paths.signIn());
  }
  return null;
}

export default function BackOfficeLayout() {
  return (
    <div className="portal back-office">
      <BackOfficeNav />
      <div className="portal__content">
        <Outlet />
      </div>
    </div>
  );
}
