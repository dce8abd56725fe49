import {
  API_PATHS,
  MatchingCandidatesSchema,
  ResumeTextSchema,
  TalentPageSchema,
  type TalentSource,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TALENT_PAGE_SIZE = 20;

export interface TalentFilters {
  q: string;
  source: TalentSource | '';
  visa: string;
  page: number;
}

const TALENT_KEY = ['talent'] as const;

export const talentQueries = {
  all: TALENT_KEY,
  /** GET /CRM/SearchTalent: one page of the search, best first. */
  search: ({ q, source, visa, page }: TalentFilters) =>
    queryOptions({
      queryKey: [...TALENT_KEY, 'search', { q, source, visa, page }] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.searchTalent, {
          query: {
            page,
            pageSize: TALENT_PAGE_SIZE,
            ...(q ? { q } : {}),
            ...(source ? { source } : {}),
            ...(visa ? { visa } : {}),
          },
          schema: TalentPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** GET /CRM/GetMatchingCandidates: a job and the candidates naming most of its skills. */
  matching: (jobId: string) =>
    queryOptions({
      queryKey: [...TALENT_KEY, 'matching', jobId] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getMatchingCandidates, {
          query: { jobId },
          schema: MatchingCandidatesSchema,
          signal,
        }),
    }),
  /** GET /CRM/GetResumeText: what was read from an application's resume. */
  resumeText: (id: string) =>
    queryOptions({
      queryKey: [...TALENT_KEY, 'resume-text', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getResumeText, { query: { id }, schema: ResumeTextSchema, signal }),
      // Read after the upload: asked again while it is still being read.
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
    }),
};

export function useTalentSearch(filters: TalentFilters) {
  return useQuery(talentQueries.search(filters));
}

export function useMatchingCandidates(jobId: string) {
  return useQuery(talentQueries.matching(jobId));
}

export function useResumeText(id: string) {
  return useQuery(talentQueries.resumeText(id));
}
