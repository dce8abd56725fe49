import { useLocation } from 'react-router';
import { TabBar } from '../../../components/layout/tab-bar';
import { useSession } from '../../../lib/session';
import { isNavItemActive, portalNavItems } from '../portal-access';

/** The portal's own navigation: the pages of the signed-in user's role. */
export function PortalNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const items = portalNavItems(session?.userType, session?.pending);
  if (items.length === 0) return null;
  return (
    <TabBar
      label="Portal"
      items={items.map((item) => ({
        label: item.label,
        href: item.href,
        active: isNavItemActive(item, pathname),
      }))}
    />
  );
}
