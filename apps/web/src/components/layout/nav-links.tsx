import { NAV_LINKS } from '../../config/paths';
import { useActiveTab } from '../../hooks/use-active-tab';
import { NavItem } from './nav-item';

/** Home, Services, About, Contact; the active tab is highlighted and marked aria-current. */
export function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const activeTab = useActiveTab();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <NavItem
          key={link.href}
          href={link.href}
          active={link.tab === activeTab}
          className="nav-link"
          onClick={onNavigate}
        >
          {link.label}
        </NavItem>
      ))}
    </ul>
  );
}
