import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../../lib/toast';

/** The toast container, loaded on demand with the first toast (see lib/toast.ts). */
export default function Toasts() {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
