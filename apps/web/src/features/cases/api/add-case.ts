import { API_PATHS, CaseSchema, type AddCase } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseQueries } from './get-cases';

/** POST /CRM/AddCase. */
export function useAddCaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supportCase: AddCase) =>
      apiRequest(API_PATHS.addCase, { method: 'POST', body: supportCase, schema: CaseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseQueries.all }),
  });
}
