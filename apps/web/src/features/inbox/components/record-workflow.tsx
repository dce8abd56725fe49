import '../../../styles/inbox.css';
import type { Assignee, RecordChange, RecordNote } from '@smartmove/contract';
import { useId, useState } from 'react';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Select } from '../../../components/ui/form/select';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../lib/toast';
import { useStaffQuery } from '../api/staff';
import { RecordNoteForm } from './record-note-form';

const dateTime = (value: string) => formatDate(value, { hour: 'numeric', minute: '2-digit' });

const FIELD_NAMES: Record<string, string> = { status: 'Status', assignedTo: 'Assigned to' };

export interface WorkflowChange {
  status?: string;
  assignedTo?: string | null;
}

/**
 * A record's "Status" and "Assigned to" (saved as soon as they change, confirmed politely), its "Note"
 * box with "Add note" and its notes (when the record takes notes: a support case has its thread instead),
 * and the history of its changes.
 */
export function RecordWorkflow({
  status,
  statusOptions,
  assignedTo,
  notes,
  history,
  onChange,
  onAddNote,
}: {
  status: string;
  statusOptions: ReadonlyArray<{ value: string; label: string }>;
  assignedTo: Assignee | null;
  notes?: readonly RecordNote[];
  history: readonly RecordChange[];
  onChange: (change: WorkflowChange) => Promise<unknown>;
  onAddNote?: (note: string) => Promise<unknown>;
}) {
  const staff = useStaffQuery();
  // A confirmation names the status it was given with: when the status changes elsewhere (an offer sent sets
  // Offer sent), it no longer describes the record and is not shown.
  const [confirmed, setConfirmed] = useState({ text: '', status });
  const confirmation = confirmed.status === status ? confirmed.text : '';
  const setConfirmation = (text: string, forStatus = status) => setConfirmed({ text, status: forStatus });
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const staffOptions = [
    ...(staff.data?.items ?? []).map((member) => ({ value: member.id, label: member.name })),
    // The current assignee stays listed even when no longer on the staff list.
    ...(assignedTo && !staff.data?.items.some((member) => member.id === assignedTo.id)
      ? [{ value: assignedTo.id, label: assignedTo.name }]
      : []),
  ];

  const save = async (change: WorkflowChange, done: string) => {
    setSaving(true);
    setConfirmation('');
    try {
      await onChange(change);
      setConfirmation(done, change.status ?? status);
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="record-workflow" aria-labelledby={headingId}>
      <h2 id={headingId}>Follow-up</h2>
      <div className="record-workflow__selects">
        <Select
          label="Status"
          options={statusOptions}
          value={status}
          disabled={saving}
          onChange={(event) => {
            const label = statusOptions.find((option) => option.value === event.target.value)?.label;
            void save({ status: event.target.value }, `Status saved: ${label ?? event.target.value}.`);
          }}
        />
        <Select
          label="Assigned to"
          options={staffOptions}
          placeholder="Nobody"
          value={assignedTo?.id ?? ''}
          disabled={saving || staff.isPending}
          onChange={(event) => {
            const id = event.target.value || null;
            const name = staffOptions.find((option) => option.value === id)?.label;
            void save({ assignedTo: id }, id ? `Assigned to ${name ?? 'them'}.` : 'Nobody is assigned now.');
          }}
        />
      </div>
      <p className="record-workflow__confirmation" role="status">
        {confirmation}
      </p>

      {onAddNote ? (
        <>
          <RecordNoteForm
            disabled={saving}
            onAddNote={onAddNote}
            onSubmitting={() => setConfirmation('')}
            onSaved={() => setConfirmation('Note added.')}
          />

          <h3>Notes</h3>
          {!notes?.length ? (
            <p className="record-workflow__empty">No notes yet.</p>
          ) : (
            <ul className="record-notes">
              {notes.map((entry) => (
                <li key={entry.id} className="record-notes__item">
                  <p className="record-notes__meta">
                    <strong>{entry.authorName}</strong> ·{' '}
                    <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                  </p>
                  <p className="record-notes__body">{entry.body}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      <h3>History</h3>
      {history.length === 0 ? (
        <p className="record-workflow__empty">No changes yet.</p>
      ) : (
        <ul className="record-history">
          {history.map((change) => (
            <li key={change.id}>
              <time dateTime={change.createdAt}>{dateTime(change.createdAt)}</time> · {change.actorName}{' '}
              changed {FIELD_NAMES[change.field] ?? change.field} from {change.oldValue ?? 'nothing'} to{' '}
              {change.newValue ?? 'nothing'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
