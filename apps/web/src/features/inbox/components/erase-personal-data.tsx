import {
  ERASE_PERSONAL_DATA_ACTION,
  ERASE_PERSONAL_DATA_QUESTION,
  type ErasePersonalData,
} from '@smartmove/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useErasePersonalDataMutation } from '../api/personal-data';

/**
 * "Erase personal data" of an inquiry or application: asks first, then erases the record everywhere and
 * returns to the list it came from. Shown with the loaded record only (docs/product.md#personal-data).
 */
export function ErasePersonalDataButton({ record }: { record: ErasePersonalData }) {
  const listHref = record.kind === 'inquiry' ? paths.inquiries() : paths.applications();
  const [confirming, setConfirming] = useState(false);
  const erase = useErasePersonalDataMutation();
  const navigate = useNavigate();
  return (
    <section className="record__danger" aria-label="Personal data">
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
