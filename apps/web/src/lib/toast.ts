import { TOAST_TIMEOUT_MS } from '@smartmove/contract';
import { toast, type ToastContainerProps } from 'react-toastify';

/** Toasts (spec section 9): 1500 ms, no duplicates, progress bar; announced by role alert/status. */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_TIMEOUT_MS,
  hideProgressBar: false,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  limit: 4,
};

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: `success:${message}`, role: 'status' });
}

/** An error toast; `title` shows above the message (the map's "Error" toast). */
export function notifyError(message: string, title?: string): void {
  const text = title ? `${title}: ${message}` : message;
  toast.error(text, { toastId: `error:${text}`, role: 'alert' });
}
