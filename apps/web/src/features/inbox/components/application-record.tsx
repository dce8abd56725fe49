import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@smartmove/contract';
import { useState } from 'react';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../lib/toast';
import {
  downloadResume,
  useAddApplicationNoteMutation,
  useApplicationQuery,
  useUpdateApplicationMutation,
} from '../api/applications';
import { ErasePersonalDataButton } from './erase-personal-data';
import { RecordFields } from './record-fields';
import { RecordWorkflow } from './record-workflow';

const STATUS_OPTIONS = APPLICATION_STATUS_CODES.map((code) => ({
  value: code,
  label: APPLICATION_STATUS_LABELS[code],
}));

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An application: every submitted field, "Download resume", its status, assignee, notes and history. */
export function ApplicationRecord({ id }: { id: string }) {
  const query = useApplicationQuery(id);
  const update = useUpdateApplicationMutation();
  const addNote = useAddApplicationNoteMutation();
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <LoadingState label="Loading the application…" />;
  if (query.isError)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const application = query.data;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadResume(application.id, application.resume.name);
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="record">
      <h2 className="record__title">{application.name || application.email}</h2>
      <div className="record__columns">
        <div className="record__main">
          <RecordFields
            label="Submitted fields"
            fields={[
              ['Job', application.jobTitle],
              ['Received', formatDate(application.createdAt, { hour: 'numeric', minute: '2-digit' })],
              ['First name', application.firstName],
              ['Last name', application.lastName],
              ['Email', <a href={`mailto:${application.email}`}>{application.email}</a>],
              ['Phone', application.phone],
              [
                'LinkedIn',
                application.linkedIn ? (
                  <a href={application.linkedIn} rel="noopener noreferrer nofollow" target="_blank">
                    {application.linkedIn}
                  </a>
                ) : null,
              ],
              ['Visa status', application.visaStatus],
              ['Submitted by', application.submittedBy ?? 'Applied directly'],
              ['Resume', `${application.resume.name} (${formatSize(application.resume.size)})`],
            ]}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => void download()}
            disabled={downloading}
          >
            {downloading ? 'Downloading…' : 'Download resume'}
          </button>
        </div>
        <RecordWorkflow
          status={application.status}
          statusOptions={STATUS_OPTIONS}
          assignedTo={application.assignedTo}
          notes={application.notes}
          history={application.history}
          onChange={(change) =>
            update.mutateAsync({
              id: application.id,
              ...(change.status !== undefined ? { status: change.status as ApplicationStatus } : {}),
              ...(change.assignedTo !== undefined ? { assignedTo: change.assignedTo } : {}),
            })
          }
          onAddNote={(note) => addNote.mutateAsync({ id: application.id, note })}
        />
      </div>
      <ErasePersonalDataButton record={{ kind: 'application', id: application.id }} />
    </div>
  );
}
