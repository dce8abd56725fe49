import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { NavLinks } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  loggedIn: boolean;
  onClose: () => void;
}

/** The full-screen menu of small screens: a modal dialog with the same links (docs/product.md#pages). */
export function MobileMenu({ open, loggedIn, onClose }: MobileMenuProps) {
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
      {loggedIn ? null : (
        <Link to={paths.contactUs()} className="button button--primary mobile-menu__cta" onClick={onClose}>
          Send Inquiry
        </Link>
      )}
    </dialog>
  );
}
