import { z } from 'zod';

/**
 * The calendar feeds a person can subscribe to (docs/product.md#calendar-feeds): their own, and an approver's
 * team calendar.
 */
export const CALENDAR_FEED_KINDS = ['personal', 'team'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** The public holiday feed of an office, and a person's secret feed, under the site's origin. */
export const CALENDAR_PATHS = {
  holidays: (office: string) => `/calendar/holidays/${office}.ics`,
  feed: (token: string) => `/calendar/${token}.ics`,
} as const;

/** A feed's path (`/calendar/{token}.ics`); the page makes it absolute with the site's origin. */
export const CalendarFeedSchema = z.object({ kind: z.enum(CALENDAR_FEED_KINDS), path: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** GetCalendarFeeds: the caller's own feed, and the team feed when they manage anybody. */
export const CalendarFeedsSchema = z.object({
  personal: CalendarFeedSchema,
  team: CalendarFeedSchema.nullable(),
});
export type CalendarFeeds = z.infer<typeof CalendarFeedsSchema>;

export const ResetCalendarFeedBodySchema = z.object({ kind: z.enum(CALENDAR_FEED_KINDS) });
export type ResetCalendarFeedBody = z.infer<typeof ResetCalendarFeedBodySchema>;

/** The title of a team calendar's event: no leave type, no reason. */
export function outOfOfficeTitle(name: string): string {
  return `${name} — Out of office`;
}

/** The toasts of My profile's "Calendar" section. */
export const CALENDAR_FEED_MESSAGES = {
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  reset: 'Calendar link reset. Subscribe again with the new link.',
} as const;
