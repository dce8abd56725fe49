import {
  API_PATHS,
  PeoplePageSchema,
  ProjectPageSchema,
  ProjectSchema,
  USER_TYPES,
  type AddProject,
  type UpdateProjectAssignments,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PROJECTS_PAGE_SIZE = 20;
/** The assignment dialog lists every active employee (the firm's employees fit on one page of 100). */
const EMPLOYEES_PAGE_SIZE = 100;

const PROJECTS_KEY = ['projects'] as const;

/** The Projects page's queries; every key starts with `all`, which any change invalidates. */
export const projectQueries = {
  all: PROJECTS_KEY,
  /** GET /CRM/GetProjects: one page, by name, with the people assigned. */
  page: (page: number) =>
    queryOptions({
      queryKey: [...PROJECTS_KEY, 'page', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getProjects, {
          query: { page, pageSize: PROJECTS_PAGE_SIZE },
          schema: ProjectPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetPeople: the active employees, who can be assigned. */
  employees: () =>
    queryOptions({
      queryKey: [...PROJECTS_KEY, 'employees'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPeople, {
          query: { page: 1, pageSize: EMPLOYEES_PAGE_SIZE, status: 'active', userType: USER_TYPES.employee },
          schema: PeoplePageSchema,
          signal,
        }),
    }),
};

export function useProjectsQuery(page: number) {
  return useQuery(projectQueries.page(page));
}

export function useAssignableEmployeesQuery() {
  return useQuery(projectQueries.employees());
}

/** POST /CRM/AddProject */
export function useAddProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: AddProject) =>
      apiRequest(API_PATHS.addProject, { method: 'POST', body: project, schema: ProjectSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all }),
  });
}

/** POST /CRM/UpdateProjectAssignments: the project's people become exactly those sent. */
export function useUpdateProjectAssignmentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignments: UpdateProjectAssignments) =>
      apiRequest(API_PATHS.updateProjectAssignments, {
        method: 'POST',
        body: assignments,
        schema: ProjectSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all }),
  });
}
