import { CALENDAR_FEED_MESSAGES, type CalendarFeed, type CalendarFeedKind } from '@smartmove/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { SmallButton } from '../../../components/ui/small-button';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useCalendarFeedsQuery, useResetCalendarFeedMutation } from '../api/calendar-feeds';

const FEED_TEXTS: Record<CalendarFeedKind, { title: string; lead: string }> = {
  personal: {
    title: 'Your calendar',
    lead: 'Your leave (approved and waiting) and your office’s holidays.',
  },
  team: {
    title: 'Team calendar',
    lead: 'Approved leave of the people you manage.',
  },
};

/** The feed's absolute URL: the API answers its path, the page adds the site's origin. */
function absoluteUrl(feed: CalendarFeed): string {
  return new URL(feed.path, window.location.origin).href;
}

function FeedRow({ feed, onReset, busy }: { feed: CalendarFeed; onReset: () => void; busy: boolean }) {
  const { title, lead } = FEED_TEXTS[feed.kind];
  const url = absoluteUrl(feed);
  const titleId = `calendar-feed-${feed.kind}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(CALENDAR_FEED_MESSAGES.copied);
    } catch {
      notifyError(CALENDAR_FEED_MESSAGES.copyFailed);
    }
  };
  return (
    <div className="calendar-feed" role="group" aria-labelledby={titleId}>
      <strong id={titleId}>{title}</strong>
      <span className="calendar-feed__lead">{lead}</span>
      <label className="field">
        <span className="field__label">{`${title} URL`}</span>
        <input
          className="field__control calendar-feed__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="form__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void copy()}>
          Copy
        </button>
        <SmallButton disabled={busy} onClick={onReset}>
          Reset link
        </SmallButton>
      </div>
    </div>
  );
}

/**
 * My profile's "Calendar" (docs/product.md#calendar-feeds): the secret URL of the person's own calendar feed
 * and, for an approver, of the team calendar, each with "Copy" and a confirmed "Reset link" (the old URL
 * stops working).
 */
export function CalendarSection() {
  const feeds = useCalendarFeedsQuery();
  const reset = useResetCalendarFeedMutation();
  const [resetting, setResetting] = useState<CalendarFeedKind>();
  const confirmReset = useMutationAction({
    action: (kind: CalendarFeedKind) => reset.mutateAsync(kind),
    success: () => CALENDAR_FEED_MESSAGES.reset,
    onSettled: () => setResetting(undefined),
  });
  const shown = feeds.data ? [feeds.data.personal, ...(feeds.data.team ? [feeds.data.team] : [])] : [];

  return (
    <section className="form-card" aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="form-card__title">
        Calendar
      </h2>
      <p className="form-card__lead">
        Subscribe from Google Calendar, Outlook or Apple Calendar with the link. Keep it to yourself: anybody
        with it can read the calendar.
      </p>
      {feeds.isError ? (
        <ErrorState message={failureMessage(feeds.error)} onRetry={() => void feeds.refetch()} />
      ) : feeds.data ? (
        <div className="calendar-feeds">
          {shown.map((feed) => (
            <FeedRow
              key={feed.kind}
              feed={feed}
              busy={reset.isPending}
              onReset={() => setResetting(feed.kind)}
            />
          ))}
        </div>
      ) : (
        <LoadingState label="Loading your calendar links…" />
      )}
      <ConfirmDialog
        open={resetting !== undefined}
        title="Reset this calendar link?"
        action="Reset link"
        busy={reset.isPending}
        onConfirm={() => {
          if (resetting) void confirmReset(resetting);
        }}
        onClose={() => setResetting(undefined)}
      >
        The current link stops working at once; calendars subscribed with it must subscribe again with the new
        one.
      </ConfirmDialog>
    </section>
  );
}
