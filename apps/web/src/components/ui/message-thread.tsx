import '../../styles/thread.css';
import { formatDate } from '../../lib/format';

export interface ThreadMessage {
  id: string;
  authorName: string;
  /** A staff member's answer, told apart from the author's own messages. */
  fromStaff: boolean;
  body: string;
  createdAt: string;
}

const dateTime = (value: string) => formatDate(value, { hour: 'numeric', minute: '2-digit' });

/** A conversation, oldest first: who wrote each message (staff answers marked), when, and what. */
export function MessageThread({
  messages,
  label,
  staffLabel = 'Staff',
  empty = 'No replies yet.',
}: {
  messages: readonly ThreadMessage[];
  /** Names the list for assistive technology, e.g. "Replies on CS-…". */
  label: string;
  /** How a staff member's answer is marked beside their name. */
  staffLabel?: string;
  empty?: string;
}) {
  if (messages.length === 0) return <p className="message-thread__empty">{empty}</p>;
  return (
    <ol className="message-thread" aria-label={label}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={['message-thread__item', message.fromStaff ? 'message-thread__item--staff' : undefined]
            .filter(Boolean)
            .join(' ')}
        >
          <p className="message-thread__meta">
            <strong>{message.authorName}</strong>
            {message.fromStaff ? ` (${staffLabel})` : null} ·{' '}
            <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
          </p>
          <p className="message-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
