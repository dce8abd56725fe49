import { API_PATHS, LeaveSchema, type ApplyLeave } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaveQueries } from './get-leaves';

/** POST /CRM/ApplyLeave. */
export function useApplyLeaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leave: ApplyLeave) =>
      apiRequest(API_PATHS.applyLeave, { method: 'POST', body: leave, schema: LeaveSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveQueries.all }),
  });
}
