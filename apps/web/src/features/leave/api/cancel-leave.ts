import { API_PATHS, LeaveSchema } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchFileToView } from '../../../lib/save-download';
import { leaveQueries } from './get-leaves';

/** POST /CRM/CancelLeave: the author withdraws a pending request. */
export function useCancelLeaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(API_PATHS.cancelLeave, { method: 'POST', body: { id }, schema: LeaveSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveQueries.all }),
  });
}

/** GET /CRM/GetLeaveCertificate?disposition=inline: a request's medical certificate, to view. */
export function fetchLeaveCertificate(id: string): Promise<Blob> {
  return fetchFileToView(API_PATHS.getLeaveCertificate, { id });
}
