import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from '../../hooks/use-focus-trap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  title: string;
  children: ReactNode;
  className?: string;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  /**
   * Where focus returns on close when nothing had focus as the popup opened: a form's submit button loses
   * focus while the form sends (its fieldset is disabled), then opens the thank-you popup.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * A popup on the native <dialog>: focus moves inside on open, Tab stays inside, Escape closes and
 * focus returns to where it was. Its close button is named "Close".
 */
export function Modal({ open, onClose, title, children, className, hideTitle, returnFocusTo }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const focused = document.activeElement;
      returnFocusRef.current =
        focused && focused !== document.body ? focused : (returnFocusTo?.current ?? null);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, returnFocusTo]);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusRef.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="modal__header">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{open ? children : null}</div>
    </dialog>
  );
}
