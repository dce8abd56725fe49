import {
  CONSENT_LABELS,
  type Assignee,
  type ErasePersonalData,
  type RecordChange,
  type RecordNote,
} from '@smartmove/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { formatDate } from '../../../lib/format';
import { ErasePersonalDataButton } from './erase-personal-data';
import { RecordFields } from './record-fields';
import { RecordWorkflow } from './record-workflow';

/** What every inquiry and application record has besides its own fields. */
interface InboxRecordData<Status extends string> {
  id: string;
  name: string;
  email: string;
  status: Status;
  assignedTo: Assignee | null;
  notes: RecordNote[];
  history: RecordChange[];
  /** When the sender consented and which privacy notice the form showed; null on older records. */
  consentAt: string | null;
  noticeVersion: string | null;
}

/** The consent a record keeps, below its submitted fields. */
function ConsentFields({
  consentAt,
  noticeVersion,
}: {
  consentAt: string | null;
  noticeVersion: string | null;
}) {
  return (
    <RecordFields
      label={CONSENT_LABELS.section}
      fields={[
        [
          CONSENT_LABELS.consentAt,
          consentAt
            ? formatDate(consentAt, { hour: 'numeric', minute: '2-digit' })
            : CONSENT_LABELS.notRecorded,
        ],
        [CONSENT_LABELS.noticeVersion, noticeVersion ?? CONSENT_LABELS.notRecorded],
      ]}
    />
  );
}

/**
 * An inquiry's or an application's record: its title, `top` (the know-your-worth offer), the kind's own
 * fields (`children`) and the consent it keeps, then its status, assignee, notes and history, and "Erase
 * personal data".
 */
export function InboxRecord<Status extends string, Data extends InboxRecordData<Status>>({
  kind,
  id,
  api,
  loadingLabel,
  statusOptions,
  top,
  children,
}: {
  kind: ErasePersonalData['kind'];
  id: string;
  /** The kind's queries and changes (api/inbox-api.ts). */
  api: {
    useRecord: (id: string) => UseQueryResult<Data>;
    useUpdate: () => {
      mutateAsync: (change: { id: string; status?: Status; assignedTo?: string | null }) => Promise<unknown>;
    };
    useAddNote: () => { mutateAsync: (note: { id: string; note: string }) => Promise<unknown> };
  };
  loadingLabel: string;
  statusOptions: ReadonlyArray<{ value: Status; label: string }>;
  top?: ((record: Data) => ReactNode) | undefined;
  children: (record: Data) => ReactNode;
}) {
  const query = api.useRecord(id);
  const update = api.useUpdate();
  const addNote = api.useAddNote();
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const record = query.data;
  return (
    <div className="record">
      <h2 className="record__title">{record.name || record.email}</h2>
      {top?.(record)}
      <div className="record__columns">
        <div className="record__main">
          {children(record)}
          <ConsentFields consentAt={record.consentAt} noticeVersion={record.noticeVersion} />
        </div>
        <RecordWorkflow
          status={record.status}
          statusOptions={statusOptions}
          assignedTo={record.assignedTo}
          notes={record.notes}
          history={record.history}
          onChange={(change) =>
            update.mutateAsync({
              id: record.id,
              ...(change.status !== undefined ? { status: change.status as Status } : {}),
              ...(change.assignedTo !== undefined ? { assignedTo: change.assignedTo } : {}),
            })
          }
          onAddNote={(note) => addNote.mutateAsync({ id: record.id, note })}
        />
      </div>
      <ErasePersonalDataButton record={{ kind, id: record.id }} />
    </div>
  );
}
