import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One link of a navigation list: `active` adds the `--active` modifier of its `className` and marks it
 * aria-current="page".
 */
export function NavItem({
  href,
  active,
  className,
  onClick,
  children,
}: {
  href: string;
  active: boolean;
  /** The link's block class ("nav-link", "portal-nav__link"). */
  className: string;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={href}
        className={active ? `${className} ${className}--active` : className}
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
      >
        {children}
      </Link>
    </li>
  );
}
