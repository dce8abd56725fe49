import { Outlet, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { PortalNav } from '../../features/portal-access/components/portal-nav';
import { isLoggedIn, rememberReturnTo } from '../../lib/session';
import type { Route } from './+types/portal-layout';
import '../../styles/portal.css';

/** The route guard (docs/product.md#pages, docs/product.md#sign-in): every signed-in-area route requires login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    rememberReturnTo(`${url.pathname}${url.search}${url.hash}`);
    throw redirect(paths.signIn());
  }
  return null;
}

export default function PortalLayout() {
  return (
    <div className="portal">
      <PortalNav />
      <div className="portal__content">
        <Outlet />
      </div>
    </div>
  );
}
