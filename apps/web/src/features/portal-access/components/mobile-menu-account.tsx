import { hasStaffRole, STAFF_ROLE_CODES } from '@smartmove/contract';
import { useLocation } from 'react-router';
import { NavItem } from '../../../components/layout/nav-item';
import { paths } from '../../../config/paths';
import { isNavItemActive, portalNavItems } from '../portal-access';
import type { MobileMenuAccountProps } from '../../../components/layout/mobile-menu';
import { useLogout } from '../../../hooks/use-logout';

/**
 * The signed-in part of the small screens' menu: the portal's sections of the user's role, the back office
 * for staff, and Logout. The root loads it only for a signed-in visitor, with the API client that logout
 * needs.
 */
export function MobileMenuAccount({ session, onClose }: MobileMenuAccountProps) {
  const { pathname } = useLocation();
  const handleLogout = useLogout(onClose);
  const items = [
    ...portalNavItems(session.userType, session.pending),
    ...(hasStaffRole(session.roles, ...STAFF_ROLE_CODES)
      ? [{ label: 'Back office', href: paths.backOffice(), route: 'dashboard' as const }]
      : []),
  ];
  return (
    <div className="mobile-menu__account">
      <p className="mobile-menu__hello">Hello {session.name}</p>
      <nav aria-label="Your portal">
        <ul className="mobile-menu__links">
          {items.map((item) => (
            <NavItem
              key={item.href}
              href={item.href}
              active={isNavItemActive(item, pathname)}
              className="nav-link"
              onClick={onClose}
            >
              {item.label}
            </NavItem>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button--secondary mobile-menu__logout" onClick={handleLogout}>
        Logout
      </button>
    </div>
  );
}

export default MobileMenuAccount;
