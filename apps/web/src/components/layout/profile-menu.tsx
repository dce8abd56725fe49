import { AUTH_MESSAGES, hasStaffRole, STAFF_ROLE_CODES, type Session } from '@smartmove/contract';
import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDismiss } from '../../hooks/use-dismiss';
import { useLogout } from '../../hooks/use-logout';
import { sessionHasFakeEmail } from '../../lib/session';

interface ProfileMenuProps {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The user icon and its panel: Hello <name>, Dashboard, My Profile, Logout (docs/product.md#pages), and
 * Back office for the firm's staff.
 */
export function ProfileMenu({ session, open, onOpenChange }: ProfileMenuProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    onOpenChange(false);
    buttonRef.current?.focus();
  }, [onOpenChange]);
  useDismiss(containerRef, open, close);

  const handleLogout = useLogout(useCallback(() => onOpenChange(false), [onOpenChange]));

  return (
    <div className="profile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!open}>
        <p className="profile-menu__hello">Hello {session.name}</p>
        {sessionHasFakeEmail(session) ? (
          <p className="profile-menu__notice">
            <Link to={paths.myProfile()} onClick={() => onOpenChange(false)}>
              {AUTH_MESSAGES.completeProfile}
            </Link>
          </p>
        ) : null}
        <ul>
          <li>
            <Link to={paths.dashboard()} onClick={() => onOpenChange(false)}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link to={paths.myProfile()} onClick={() => onOpenChange(false)}>
              My Profile
            </Link>
          </li>
          {hasStaffRole(session.roles, ...STAFF_ROLE_CODES) ? (
            <li>
              <Link to={paths.backOffice()} onClick={() => onOpenChange(false)}>
                Back office
              </Link>
            </li>
          ) : null}
        </ul>
        <button type="button" className="button button--secondary" onClick={handleLogout}>
          Logout
        </button>
      </div>
    </div>
  );
}
