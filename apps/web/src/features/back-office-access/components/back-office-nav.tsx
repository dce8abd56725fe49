import { Link, useLocation } from 'react-router';
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
        {items.map((item) => {
          const active = item.exact
            ? pathname === item.href
            : isBackOfficeItemActive({ ...item, route: 'backOffice', description: '' }, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                className={active ? 'portal-nav__link portal-nav__link--active' : 'portal-nav__link'}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
