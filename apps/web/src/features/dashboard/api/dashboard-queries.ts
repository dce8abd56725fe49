import {
  API_PATHS,
  C2CJobPageSchema,
  CasePageSchema,
  ExpensePageSchema,
  LeavesResponseSchema,
  MyBenchPageSchema,
  SubmissionPageSchema,
  TimeSheetPageSchema,
} from '@smartmove/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The dashboard reads the same calls as the screens its tiles link to, asking only for what a tile
 * shows (one row and the total, or the newest three).
 */
export function useWeekTimeSheetQuery(weekStart: string) {
  return useQuery({
    queryKey: ['time-sheets', 'week', weekStart],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(API_PATHS.getTimeSheets, {
        query: { weekStart, pageSize: 1 },
        schema: TimeSheetPageSchema,
        signal,
      });
      return page.items[0] ?? null;
    },
  });
}

export function useLeaveSummaryQuery() {
  return useQuery({
    queryKey: ['leaves', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getLeaves, { query: { pageSize: 3 }, schema: LeavesResponseSchema, signal }),
  });
}

export function useOpenClaimsQuery() {
  return useQuery({
    queryKey: ['expenses', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getExpenses, {
        query: { status: 'submitted', pageSize: 3 },
        schema: ExpensePageSchema,
        signal,
      }),
  });
}

export function useOpenCasesQuery() {
  return useQuery({
    queryKey: ['cases', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getCases, {
        query: { status: 'open', pageSize: 3 },
        schema: CasePageSchema,
        signal,
      }),
  });
}

export function useBenchSizeQuery() {
  return useQuery({
    queryKey: ['bench', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getMyBenchList, { query: { pageSize: 1 }, schema: MyBenchPageSchema, signal }),
  });
}

export function useRecentSubmissionsQuery() {
  return useQuery({
    queryKey: ['submissions', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getSubmissions, { query: { pageSize: 3 }, schema: SubmissionPageSchema, signal }),
  });
}

export function useNewestJobsQuery() {
  return useQuery({
    queryKey: ['c2c-jobs', 'dashboard'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.getC2CJobs, { query: { pageSize: 3 }, schema: C2CJobPageSchema, signal }),
  });
}
