import { SUCCESS_MESSAGES } from '@smartmove/contract';
import type { ReactNode, RefObject } from 'react';
import { Modal } from '../modal';

/** The thank-you popup of the contact, apply and know-your-worth forms; its Close button is the modal's. */
export function SubmissionReceivedModal({
  open,
  onClose,
  returnFocusTo,
  children = 'We will get back to you shortly.',
}: {
  open: boolean;
  /** What happens next, below the spec's thank-you text (which stays as it is). */
  children?: ReactNode;
  onClose: () => void;
  /** The form's submit button: focus returns there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SUCCESS_MESSAGES.submission}
      className="modal--success"
      returnFocusTo={returnFocusTo}
    >
      <p className="modal__message">
        <span className="modal__success-icon" aria-hidden="true">
          ✓
        </span>
        {children}
      </p>
    </Modal>
  );
}
