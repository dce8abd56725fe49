import type { Session } from '@smartmove/contract';
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { NavLinks } from './nav-links';

export interface MobileMenuAccountProps {
  session: Session;
  onClose: () => void;
}

interface MobileMenuProps {
  open: boolean;
  session: Session | undefined;
  onClose: () => void;
  /** The signed-in user's part of the menu (the portal's sections, Logout), given by the app. */
  account: ComponentType<MobileMenuAccountProps>;
}

/**
 * The full-screen menu of small screens: a modal dialog with the same links (docs/product.md#pages), then
 * Sign in and Send Inquiry for a visitor, or the portal's sections and Logout for a signed-in user.
 */
export function MobileMenu({ open, session, onClose, account: Account }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);
  useFocusTrap(dialogRef, open);

  return (
    <dialog ref={dialogRef} id="mobile-menu" className="mobile-menu" aria-label="Menu">
      <div className="mobile-menu__top">
        <button type="button" className="mobile-menu__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <nav aria-label="Site pages">
        <NavLinks className="mobile-menu__links" onNavigate={onClose} />
      </nav>
      {session ? (
        open ? (
          <Suspense fallback={null}>
            <Account session={session} onClose={onClose} />
          </Suspense>
        ) : null
      ) : (
        <div className="mobile-menu__actions">
          <Link to={paths.signIn()} className="button button--secondary mobile-menu__cta" onClick={onClose}>
            Sign in
          </Link>
          <Link to={paths.contactUs()} className="button button--primary mobile-menu__cta" onClick={onClose}>
            Send Inquiry
          </Link>
        </div>
      )}
    </dialog>
  );
}
