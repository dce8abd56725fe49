import { Modal } from './modal';

/** A destructive action's confirmation: an ARIA dialog whose confirming button repeats the action's name. */
export function ConfirmDialog({
  open,
  title,
  action,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** The action's name, on the confirming button ("Deactivate", "Decline"). */
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p>{children}</p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
          {action}
        </button>
      </div>
    </Modal>
  );
}
