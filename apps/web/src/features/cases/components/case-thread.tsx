import { statusLabel } from '@smartmove/contract';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { MessageThread } from '../../../components/ui/message-thread';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ReplyForm } from '../../../components/ui/reply-form';
import { useAddCaseReplyMutation, useCaseThreadQuery } from '../api/case-thread';

/** A case's conversation with the support team, and a "Reply" box for its author. */
export function CaseThread({ id }: { id: string }) {
  const query = useCaseThreadQuery(id);
  const reply = useAddCaseReplyMutation();
  if (query.isPending) return <LoadingState label="Loading the conversation…" />;
  if (query.isError)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const thread = query.data;
  return (
    <div className="case-thread">
      <p className="case-thread__status">Status: {statusLabel(thread.status)}</p>
      <MessageThread
        label={`Conversation on ${thread.reference}`}
        messages={thread.messages}
        staffLabel="Support team"
        empty="No replies yet. We answer urgent cases first."
      />
      <ReplyForm
        name={`Reply to ${thread.reference}`}
        onSend={(body) => reply.mutateAsync({ id: thread.id, body })}
      />
    </div>
  );
}
