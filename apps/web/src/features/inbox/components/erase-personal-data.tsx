import {
  ERASE_PERSONAL_DATA_ACTION,
  EXPORT_PERSONAL_DATA_ACTION,
  ERASE_PERSONAL_DATA_QUESTION,
  type ErasePersonalData,
} from '@smartmove/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadDataButton } from '../../../components/ui/download-data-button';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { exportPersonalData } from '../../../lib/personal-data-download';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useErasePersonalDataMutation } from '../api/personal-data';

/**
 * "Export personal data" of an inquiry or application (a ZIP, audited; docs/personal-data-export.md), and
 * "Erase personal data": asks first, then erases the record everywhere and returns to the list it came from.
 * Shown with the loaded record only (docs/product.md#personal-data).
 */
export function ErasePersonalDataButton({ record }: { record: ErasePersonalData }) {
  const listHref = record.kind === 'inquiry' ? paths.inquiries() : paths.applications();
  const [confirming, setConfirming] = useState(false);
  const erase = useErasePersonalDataMutation();
  const navigate = useNavigate();
  return (
    <section className="record__danger" aria-label="Personal data">
      <DownloadDataButton
        label={EXPORT_PERSONAL_DATA_ACTION}
        download={() => exportPersonalData(record.kind, record.id)}
      />
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        {ERASE_PERSONAL_DATA_ACTION}
      </button>
      <ConfirmDialog
        open={confirming}
        title={`${ERASE_PERSONAL_DATA_ACTION}?`}
        action={ERASE_PERSONAL_DATA_ACTION}
        busy={erase.isPending}
        onConfirm={() =>
          erase.mutate(record, {
            onSuccess: (answer) => {
              setConfirming(false);
              notifySuccess(answer.message);
              void navigate(listHref);
            },
            onError: (error) => {
              setConfirming(false);
              notifyError(failureMessage(error));
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {ERASE_PERSONAL_DATA_QUESTION}
      </ConfirmDialog>
    </section>
  );
}
