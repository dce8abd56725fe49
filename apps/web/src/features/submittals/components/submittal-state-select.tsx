import {
  SUBMITTAL_MOVES,
  SUBMITTAL_STATUS_LABELS,
  SUBMITTAL_STATUSES,
  type Submittal,
  type SubmittalStatus,
} from '@smartmove/contract';
import { useId } from 'react';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useMoveSubmittalMutation } from '../api/submittals';

/**
 * A submittal's "State": its current state and the moves staff may make from it, saved as soon as it changes
 * (no Save button). A state with no move left reads as text.
 */
export function SubmittalStateSelect({
  submittal,
  label = 'State',
}: {
  submittal: Submittal;
  label?: string;
}) {
  const move = useMoveSubmittalMutation();
  const id = useId();
  const moves = SUBMITTAL_MOVES[submittal.state];
  if (moves.length === 0) return <span>{SUBMITTAL_STATUS_LABELS[submittal.state]}</span>;
  const change = (state: SubmittalStatus) =>
    move.mutate(
      { id: submittal.id, state },
      {
        onSuccess: () => notifySuccess(`${submittal.candidate.name}: ${SUBMITTAL_STATUS_LABELS[state]}`),
        onError: (error) => notifyError(failureMessage(error)),
      },
    );
  return (
    <span className="field field--inline">
      <label htmlFor={id} className={label === 'State' ? undefined : 'visually-hidden'}>
        {label}
      </label>
      <select
        id={id}
        className="field__control field__control--select"
        value={submittal.state}
        disabled={move.isPending}
        onChange={(event) => {
          const state = SUBMITTAL_STATUSES.find((code) => code === event.target.value);
          if (state) change(state);
        }}
      >
        {[submittal.state, ...moves].map((state) => (
          <option key={state} value={state}>
            {SUBMITTAL_STATUS_LABELS[state]}
          </option>
        ))}
      </select>
    </span>
  );
}
