import { API_PATHS, TimeSheetSchema, type AddTimeSheet } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timeSheetQueries } from './get-time-sheets';

/** POST /CRM/AddTimeSheet: saves the week as a draft or submits it. */
export function useAddTimeSheetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeSheet: AddTimeSheet) =>
      apiRequest(API_PATHS.addTimeSheet, { method: 'POST', body: timeSheet, schema: TimeSheetSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeSheetQueries.all }),
  });
}
