import { Link } from 'react-router';
import { NAV_LINKS } from '../../config/paths';
import { useActiveTab } from '../../hooks/use-active-tab';

/** Home, Services, About, Contact; the active tab is highlighted and marked aria-current. */
export function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const activeTab = useActiveTab();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const active = link.tab === activeTab;
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              className={active ? 'nav-link nav-link--active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
