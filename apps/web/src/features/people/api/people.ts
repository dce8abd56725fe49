import {
  API_PATHS,
  PeoplePageSchema,
  PersonSchema,
  STAFF_ROLES,
  USER_TYPES,
  type AccountStatus,
  type AddPerson,
  type UpdatePersonInput,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PEOPLE_PAGE_SIZE = 20;
/** The Manager select lists every active approver (they fit on one page of 100). */
const MANAGERS_PAGE_SIZE = 100;

export interface PeopleFilters {
  search: string;
  status: AccountStatus | '';
  page: number;
}

const PEOPLE_KEY = ['people'] as const;

/** The People queries; every key starts with `all`, which any change invalidates. */
export const peopleQueries = {
  all: PEOPLE_KEY,
  /** GET /CRM/GetPeople: one page, newest first, searched and filtered. */
  page: ({ search, status, page }: PeopleFilters) =>
    queryOptions({
      queryKey: [...PEOPLE_KEY, 'page', { search, status, page }] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPeople, {
          query: {
            page,
            pageSize: PEOPLE_PAGE_SIZE,
            ...(search ? { search } : {}),
            ...(status ? { status } : {}),
          },
          schema: PeoplePageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** Active approvers, for the Manager selects (a manager decides their people's time sheets, leave and claims). */
  managers: () =>
    queryOptions({
      queryKey: [...PEOPLE_KEY, 'managers'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPeople, {
          query: {
            page: 1,
            pageSize: MANAGERS_PAGE_SIZE,
            status: 'active',
            userType: USER_TYPES.employee,
            staffRole: STAFF_ROLES.approver,
          },
          schema: PeoplePageSchema,
          signal,
        }),
    }),
};

export function usePeopleQuery(filters: PeopleFilters) {
  return useQuery(peopleQueries.page(filters));
}

export function useManagersQuery() {
  return useQuery(peopleQueries.managers());
}

/** POST /CRM/AddPerson. */
export function useAddPersonMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: AddPerson) =>
      apiRequest(API_PATHS.addPerson, { method: 'POST', body: person, schema: PersonSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueries.all }),
  });
}

/** POST /CRM/UpdatePerson: roles, manager, or a change of state. */
export function useUpdatePersonMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePersonInput) =>
      apiRequest(API_PATHS.updatePerson, { method: 'POST', body: change, schema: PersonSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueries.all }),
  });
}
