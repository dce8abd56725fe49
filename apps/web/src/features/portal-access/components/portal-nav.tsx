import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { isNavItemActive, portalNavItems } from '../portal-access';

/** The portal's own navigation: the pages of the signed-in user's role. */
export function PortalNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const items = portalNavItems(session?.userType);

  // On narrow screens the list scrolls sideways: keep the current page's link in view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  if (items.length === 0) return null;
  return (
    <nav className="portal-nav" aria-label="Portal">
      <ul className="portal-nav__list" ref={listRef}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
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
