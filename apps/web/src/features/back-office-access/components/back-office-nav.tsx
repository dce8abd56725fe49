import { useLocation } from 'react-router';
import { NavItem } from '../../../components/layout/nav-item';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { backOfficeNavItems, isBackOfficeItemActive } from '../back-office-access';

/** The back office's own navigation: the sections the signed-in staff member's roles open. */
export function BackOfficeNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const items = [
    { label: 'Overview', href: paths.backOffice(), exact: true },
    ...backOfficeNavItems(session?.roles).map((item) => ({ ...item, exact: false })),
  ];
  if (items.length === 1) return null;
  return (
    <nav className="portal-nav" aria-label="Back office">
      <ul className="portal-nav__list">
        {items.map((item) => (
          <NavItem
            key={item.href}
            href={item.href}
            active={
              item.exact
                ? pathname === item.href
                : isBackOfficeItemActive({ ...item, route: 'backOffice', description: '' }, pathname)
            }
            className="portal-nav__link"
          >
            {item.label}
          </NavItem>
        ))}
      </ul>
    </nav>
  );
}
