import { zodResolver } from '@hookform/resolvers/zod';
import { AddRecordNoteSchema, NOTE_MAX_LENGTH, RECORD_NOTE_HINT } from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const NoteSchema = AddRecordNoteSchema.pick({ note: true });

/** The "Note" box with "Add note" (its hint: notes are part of the person's data): emptied once the note is saved (`onSaved` confirms it). */
export function RecordNoteForm({
  disabled,
  onAddNote,
  onSubmitting,
  onSaved,
}: {
  disabled: boolean;
  onAddNote: (note: string) => Promise<unknown>;
  onSubmitting: () => void;
  onSaved: () => void;
}) {
  const form = useForm({ resolver: zodResolver(NoteSchema), defaultValues: { note: '' } });
  const { formState } = form;
  const registered = fieldsOf(form);
  const onSubmit = useMutationForm({
    form,
    submit: ({ note }) => {
      onSubmitting();
      return onAddNote(note);
    },
    resetTo: () => ({ note: '' }),
    onSuccess: onSaved,
  });
  return (
    <form className="record-workflow__note" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Textarea
        label="Note"
        hint={RECORD_NOTE_HINT}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        {...registered('note')}
      />
      <button type="submit" className="button button--primary" disabled={disabled || formState.isSubmitting}>
        Add note
      </button>
    </form>
  );
}
