import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_LABELS,
  type ApplicationDetail,
} from '@smartmove/contract';
import { FileViewer } from '../../../components/ui/file-viewer';
import { WebLink } from '../../../components/ui/web-link';
import { useDownload } from '../../../hooks/use-download';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { formatDate } from '../../../lib/format';
import { applicationApi, downloadResume, fetchResume } from '../api/applications';
import { codeOptions } from '../inbox-filters';
import { DuplicateNotice } from './duplicate-notice';
import { InboxRecord } from './inbox-record';
import { RecordFields } from './record-fields';

const STATUS_OPTIONS = codeOptions(APPLICATION_STATUS_CODES, (code) => APPLICATION_STATUS_LABELS[code]);

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * An application: every submitted field, "View resume" (in the file viewer: a PDF shown in place) with
 * "Download resume" beside it, its status, assignee, notes and history.
 */
export function ApplicationRecord({ id }: { id: string }) {
  const { downloading, download: downloadFile } = useDownload();
  const download = (application: ApplicationDetail) =>
    downloadFile(application.id, () => downloadResume(application.id, application.resume.name));
  const viewer = useFileViewer();
  const view = (application: ApplicationDetail) =>
    viewer.view(application.id, {
      title: `Resume: ${application.resume.name}`,
      name: application.resume.name,
      fetchFile: () => fetchResume(application.id),
    });

  return (
    <InboxRecord
      kind="application"
      id={id}
      api={applicationApi}
      loadingLabel="Loading the application…"
      statusOptions={STATUS_OPTIONS}
      top={(application) => (
        <DuplicateNotice
          possibleDuplicate={application.possibleDuplicate}
          duplicateOf={application.duplicateOf}
          duplicates={application.duplicates}
        />
      )}
    >
      {(application) => (
        <>
          <RecordFields
            label="Submitted fields"
            fields={[
              ['Job', application.jobTitle],
              ['Received', formatDate(application.createdAt, { hour: 'numeric', minute: '2-digit' })],
              ['First name', application.firstName],
              ['Last name', application.lastName],
              ['Email', <a href={`mailto:${application.email}`}>{application.email}</a>],
              ['Phone', application.phone],
              ['LinkedIn', application.linkedIn ? <WebLink href={application.linkedIn} /> : null],
              ['Visa status', application.visaStatus],
              ['Submitted by', application.submittedBy ?? 'Applied directly'],
              ['Resume', `${application.resume.name} (${formatSize(application.resume.size)})`],
            ]}
          />
          <div className="record__resume">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void view(application)}
              disabled={viewer.opening !== undefined}
            >
              View resume
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void download(application)}
              disabled={downloading !== undefined}
            >
              {downloading !== undefined ? 'Downloading…' : 'Download resume'}
            </button>
          </div>
          <FileViewer viewer={viewer} />
        </>
      )}
    </InboxRecord>
  );
}
