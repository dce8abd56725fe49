import { CASE_STAFF_STATUSES, statusLabel, type CaseDetail, type CaseStaffStatus } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { MessageThread } from '../../../components/ui/message-thread';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ReplyForm } from '../../../components/ui/reply-form';
import { formatDate } from '../../../lib/format';
import { useCaseDetailQuery, useReplyCaseMutation, useUpdateCaseMutation } from '../api/cases';
import { RecordFields } from './record-fields';
import { RecordWorkflow } from './record-workflow';

const dateTime = (value: string) => formatDate(value, { hour: 'numeric', minute: '2-digit' });

/** The staff's statuses; a case closed before keeps its status listed so the select shows it. */
function statusOptions(current: string) {
  const codes: readonly string[] = CASE_STAFF_STATUSES.includes(current as CaseStaffStatus)
    ? CASE_STAFF_STATUSES
    : [...CASE_STAFF_STATUSES, current];
  return codes.map((code) => ({ value: code, label: statusLabel(code) }));
}

function caseFields(supportCase: CaseDetail): Array<[string, ReactNode]> {
  return [
    ['Reference', supportCase.reference],
    ['Raised by', supportCase.author.name],
    [
      'Email',
      supportCase.author.email ? (
        <a href={`mailto:${supportCase.author.email}`}>{supportCase.author.email}</a>
      ) : null,
    ],
    ['Title', supportCase.title],
    ['Category', supportCase.category],
    ['Priority', supportCase.priority],
    ['Raised', dateTime(supportCase.createdAt)],
    ['Updated', dateTime(supportCase.updatedAt)],
    ['Description', <span className="record-fields__text">{supportCase.description}</span>],
  ];
}

/**
 * A support case for staff: every field, the thread with a "Reply" box, then its status, assignee and
 * history (saved as soon as they change).
 */
export function CaseRecord({ id }: { id: string }) {
  const query = useCaseDetailQuery(id);
  const update = useUpdateCaseMutation();
  const reply = useReplyCaseMutation();
  if (query.isPending) return <LoadingState label="Loading the case…" />;
  if (query.isError)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const supportCase = query.data;
  return (
    <div className="record">
      <h2 className="record__title">
        {supportCase.author.name}: {supportCase.title}
      </h2>
      <div className="record__columns">
        <div className="record__main">
          <RecordFields label="Case fields" fields={caseFields(supportCase)} />
          <section className="record__thread" aria-labelledby="case-thread-title">
            <h3 id="case-thread-title">Conversation</h3>
            <MessageThread
              label={`Replies on ${supportCase.reference}`}
              messages={supportCase.messages}
              empty="Nobody has replied yet."
            />
            <ReplyForm
              name={`Reply to ${supportCase.reference}`}
              onSend={(body) => reply.mutateAsync({ id: supportCase.id, body })}
            />
          </section>
        </div>
        <RecordWorkflow
          status={supportCase.status}
          statusOptions={statusOptions(supportCase.status)}
          assignedTo={supportCase.assignedTo}
          history={supportCase.history}
          onChange={(change) =>
            update.mutateAsync({
              id: supportCase.id,
              ...(change.status !== undefined ? { status: change.status as CaseStaffStatus } : {}),
              ...(change.assignedTo !== undefined ? { assignedTo: change.assignedTo } : {}),
            })
          }
        />
      </div>
    </div>
  );
}
