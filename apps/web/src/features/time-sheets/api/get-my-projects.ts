import { API_PATHS, MyProjectPageSchema, PAGE_SIZE_MAX } from '@smartmove/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /CRM/GetMyProjects: the projects assigned to the signed-in employee (a person has a handful). */
export const myProjectsQuery = () =>
  queryOptions({
    queryKey: ['my-projects'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(API_PATHS.getMyProjects, {
          query: { page: 1, pageSize: PAGE_SIZE_MAX },
          schema: MyProjectPageSchema,
          signal,
        })
      ).items,
  });

export function useMyProjectsQuery() {
  return useQuery(myProjectsQuery());
}
