import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';
import type { ToastContainerProps } from 'react-toastify';

/** How long a toast stays. Here, not with the contract's limits: only the browser needs it. */
export const TOAST_TIMEOUT_MS = 1500;

/** Toasts (docs/product.md#limits): 1500 ms, no duplicates, progress bar; announced by role alert/status. */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_TIMEOUT_MS,
  hideProgressBar: false,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  limit: 4,
};

// The toast library loads with the first toast, not with every page: most visits never show one.
// Toasts raised before its container mounts are queued by the library and shown once it does.
let toastify: Promise<typeof Toastify> | undefined;
const listeners = new Set<() => void>();

function loadToastify() {
  if (!toastify) {
    toastify = import('react-toastify');
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

/** Whether a toast was ever raised, so the layout mounts the toast container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => toastify !== undefined,
    () => false,
  );
}

export function notifySuccess(message: string): void {
  void loadToastify().then(({ toast }) =>
    toast.success(message, { toastId: `success:${message}`, role: 'status' }),
  );
}

/** An error toast; `title` shows above the message (the map's "Error" toast). */
export function notifyError(message: string, title?: string): void {
  const text = title ? `${title}: ${message}` : message;
  void loadToastify().then(({ toast }) => toast.error(text, { toastId: `error:${text}`, role: 'alert' }));
}
