import { isPortalPath } from '@smartmove/contract';
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { useSession } from '../../lib/session';
import { MobileMenu, type MobileMenuAccountProps } from './mobile-menu';
import { NavLinks } from './nav-links';

type OpenMenu = 'none' | 'mobile' | 'profile';

// Only signed-in visitors see the profile menu; with it come the API client and logout, which the
// public pages do not otherwise need.
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));

/**
 * The site header (docs/product.md#pages): the page's banner landmark. `mobileAccount` is the signed-in
 * user's part of the small screens' menu, which the app gives (shared code never imports a feature).
 */
export function Header({ mobileAccount }: { mobileAccount: ComponentType<MobileMenuAccountProps> }) {
  const session = useSession();
  const { pathname } = useLocation();
  // Only one menu is open at a time: opening one closes the other. A menu belongs to the page it was
  // opened on, so navigating closes it.
  const [menu, setMenu] = useState<{ open: OpenMenu; pathname: string }>({ open: 'none', pathname });
  const openMenu = menu.pathname === pathname ? menu.open : 'none';
  const setOpenMenu = useCallback((open: OpenMenu) => setMenu({ open, pathname }), [pathname]);
  const closeMenus = useCallback(() => setOpenMenu('none'), [setOpenMenu]);
  const setProfileOpen = useCallback(
    (open: boolean) => setOpenMenu(open ? 'profile' : 'none'),
    [setOpenMenu],
  );

  const portal = isPortalPath(pathname);
  return (
    <header className={portal ? 'site-header site-header--portal' : 'site-header'}>
      <div className="container site-header__inner">
        <Link to={paths.home()} className="site-header__logo">
          {/* The portal's dark header takes the light logo, as the footer does. */}
          <img
            src={portal ? '/images/logo-light.svg' : '/images/logo.svg'}
            alt={`${SITE.name} home`}
            width="200"
            height="40"
          />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__actions">
          {session ? (
            <Suspense fallback={<span className="profile-menu__button" aria-hidden="true" />}>
              <ProfileMenu session={session} open={openMenu === 'profile'} onOpenChange={setProfileOpen} />
            </Suspense>
          ) : (
            <>
              <Link to={paths.signIn()} className="site-header__sign-in">
                Sign in
              </Link>
              <Link to={paths.contactUs()} className="button button--primary site-header__cta">
                Send Inquiry
              </Link>
            </>
          )}
          <button
            type="button"
            className="site-header__hamburger"
            aria-label="Menu"
            aria-expanded={openMenu === 'mobile'}
            aria-controls="mobile-menu"
            onClick={() => setOpenMenu(openMenu === 'mobile' ? 'none' : 'mobile')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu
        open={openMenu === 'mobile'}
        session={session}
        onClose={closeMenus}
        account={mobileAccount}
      />
    </header>
  );
}
