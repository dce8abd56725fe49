import { BENCH_STATES, type MyBenchCandidate } from '@smartmove/contract';
import { useRef, useState } from 'react';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateBenchCandidateMutation } from '../api/edit-bench-candidate';
import { checkRows, columnOfField, rowInputOf, type BenchRowInput, type CheckedRow } from '../bench-rows';
import { BenchRowFields } from './bench-row-fields';

/**
 * The edit of a saved consultant: the upload's fields and rules (the same schema checks it here and on the
 * server). A published consultant goes back to "Waiting for review" once changed, which the form says.
 */
export function BenchCandidateEdit({
  candidate,
  onSaved,
  onCancel,
}: {
  candidate: MyBenchCandidate;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [row, setRow] = useState<BenchRowInput>(() => rowInputOf(candidate));
  const [errors, setErrors] = useState<CheckedRow['errors']>({});
  const update = useUpdateBenchCandidateMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const saveChecked = useMutationAction({
    action: update.mutateAsync,
    success: (saved) => `${saved.name} saved`,
    onSuccess: onSaved,
    // The server's field errors show on the fields too, beside the toast.
    onError: (_message, error) => {
      if (error instanceof ApiRequestError && Object.keys(error.errors).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, message]) => [columnOfField(field), message]),
          ),
        );
        focusFirstError();
      }
    },
  });

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const [checked] = checkRows([row]);
    if (!checked?.data) {
      setErrors(checked?.errors ?? {});
      focusFirstError();
      return;
    }
    setErrors({});
    void saveChecked({ ...checked.data, id: candidate.id });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={save} aria-busy={update.isPending}>
      <fieldset className="form__fieldset" disabled={update.isPending}>
        {candidate.status === BENCH_STATES.published ? (
          <p className="form-card__lead">
            Saving a change takes this consultant off the hot list until a recruiter reviews it again.
          </p>
        ) : null}
        {candidate.sentBackReason ? (
          <p className="form-card__lead">
            Sent back by our recruiter: “{candidate.sentBackReason}” Saving sends it for review again.
          </p>
        ) : null}
        <div className="form__grid form__grid--two">
          <BenchRowFields
            idPrefix="bench-edit"
            row={row}
            errors={errors}
            onEdit={(column, value) => setRow((current) => ({ ...current, [column]: value }))}
          />
        </div>
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {update.isPending ? 'Wait...' : 'Save changes'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
