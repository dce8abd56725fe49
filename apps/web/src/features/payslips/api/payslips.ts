import {
  AdminPayslipPageSchema,
  API_PATHS,
  PAYSLIP_FILE_FIELD,
  PayslipPageSchema,
  PeoplePageSchema,
  RemovePayslipResultSchema,
  UploadPayslipResultSchema,
  USER_TYPES,
  type UploadPayslipFields,
} from '@smartmove/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';

export const PAYSLIPS_PAGE_SIZE = 24;
/** The Employee select lists every active employee (the firm's employees fit on one page of 100). */
const EMPLOYEES_PAGE_SIZE = 100;

const PAYSLIPS_KEY = ['payslips'] as const;

/** The payslip queries; every key starts with `all`, which an upload invalidates. */
export const payslipQueries = {
  all: PAYSLIPS_KEY,
  /** GET /CRM/GetPayslipsAdmin: every payslip, newest month first. */
  everyone: (page: number) =>
    queryOptions({
      queryKey: [...PAYSLIPS_KEY, 'admin', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPayslipsAdmin, {
          query: { page, pageSize: PAYSLIPS_PAGE_SIZE },
          schema: AdminPayslipPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetPayslips: the caller's own, newest month first. */
  mine: (page: number) =>
    queryOptions({
      queryKey: [...PAYSLIPS_KEY, 'mine', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPayslips, {
          query: { page, pageSize: PAYSLIPS_PAGE_SIZE },
          schema: PayslipPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /CRM/GetPeople: the active employees, for the Employee select. */
  employees: () =>
    queryOptions({
      queryKey: [...PAYSLIPS_KEY, 'employees'] as const,
      queryFn: ({ signal }) =>
        apiRequest(API_PATHS.getPeople, {
          query: { page: 1, pageSize: EMPLOYEES_PAGE_SIZE, status: 'active', userType: USER_TYPES.employee },
          schema: PeoplePageSchema,
          signal,
        }),
    }),
};

export function useAllPayslipsQuery(page: number) {
  return useQuery(payslipQueries.everyone(page));
}

export function useMyPayslipsQuery(page: number) {
  return useQuery(payslipQueries.mine(page));
}

export function useEmployeesQuery() {
  return useQuery(payslipQueries.employees());
}

/** POST /CRM/UploadPayslip: multipart, the PDF as `file`. */
export function useUploadPayslipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: UploadPayslipFields & { file: File }) => {
      const body = new FormData();
      body.append('employee', fields.employee);
      body.append('month', fields.month);
      body.append(PAYSLIP_FILE_FIELD, file, file.name);
      return apiRequest(API_PATHS.uploadPayslip, { method: 'POST', body, schema: UploadPayslipResultSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipQueries.all }),
  });
}

/** POST /CRM/RemovePayslip: an uploaded payslip removed (one filed under the wrong person, say). */
export function useRemovePayslipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.removePayslip, {
        method: 'POST',
        body: { id },
        schema: RemovePayslipResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payslipQueries.all }),
  });
}

/** GET /CRM/GetPayslip?id=: the PDF, fetched with the bearer token and saved under its name. */
export function downloadPayslip(id: string, fileName: string): Promise<void> {
  return downloadFromApi(API_PATHS.getPayslip, fileName, { id });
}
