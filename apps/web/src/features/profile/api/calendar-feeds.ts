import {
  API_PATHS,
  CalendarFeedSchema,
  CalendarFeedsSchema,
  type CalendarFeedKind,
} from '@smartmove/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const CALENDAR_FEEDS_KEY = ['calendar-feeds'] as const;

export const calendarFeedQueries = {
  /** GET /CRM/GetCalendarFeeds: the caller's own feed, and the team calendar of an approver. */
  feeds: () =>
    queryOptions({
      queryKey: CALENDAR_FEEDS_KEY,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getCalendarFeeds, { schema: CalendarFeedsSchema, signal }),
    }),
};

export function useCalendarFeedsQuery() {
  return useQuery(calendarFeedQueries.feeds());
}

/** POST /CRM/ResetCalendarFeed: a new URL for that feed (the old one stops working). */
export function useResetCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CalendarFeedKind) =>
      apiRequest(API_PATHS.resetCalendarFeed, { method: 'POST', body: { kind }, schema: CalendarFeedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY }),
  });
}
