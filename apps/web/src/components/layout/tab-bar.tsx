import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronIcon } from '../ui/chevron-icon';
import { NavItem } from './nav-item';

export interface TabBarItem {
  label: string;
  href: string;
  active: boolean;
}

/**
 * The portal's and the back office's tab bar (docs/product.md#back-office). Wide screens show every
 * destination (the list wraps); narrow ones scroll it sideways, keep the current page's tab in view and show
 * a fade with an arrow on each side that has more tabs. Every tab is a link, so Tab reaches each one (and
 * scrolls it into view).
 */
export function TabBar({ label, items }: { label: string; items: readonly TabBarItem[] }) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [items.length]);

  return (
    <nav
      className="portal-nav"
      aria-label={label}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <ScrollHint side="before" />
      <ScrollHint side="after" />
      <ul className="portal-nav__list" ref={listRef}>
        {items.map((item) => (
          <NavItem key={item.href} href={item.href} active={item.active} className="portal-nav__link">
            {item.label}
          </NavItem>
        ))}
      </ul>
    </nav>
  );
}

/** A fade over one edge of the scrolling list, with an arrow saying that more tabs are that way. */
function ScrollHint({ side }: { side: 'before' | 'after' }) {
  return (
    <span className={`portal-nav__more portal-nav__more--${side}`} aria-hidden="true">
      <ChevronIcon direction={side === 'after' ? 'right' : 'left'} size={18} />
    </span>
  );
}
