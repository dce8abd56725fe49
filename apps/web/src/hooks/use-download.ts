import { useState } from 'react';
import { failureMessage } from '../components/ui/form/server-errors';
import { notifyError } from '../lib/toast';

/**
 * A file a button downloads (a receipt, a certificate, a payslip): which one is on its way, so that its
 * button waits, and a failure as one error toast.
 */
export function useDownload() {
  const [downloading, setDownloading] = useState<string>();
  const download = async (id: string, fetchFile: () => Promise<void>) => {
    setDownloading(id);
    try {
      await fetchFile();
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setDownloading(undefined);
    }
  };
  return { downloading, download };
}
