import { API_PATHS, LeaveSchema } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFromApi } from '../../../lib/save-download';
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

/** GET /CRM/GetLeaveCertificate: a request's medical certificate, saved under its own name. */
export function downloadLeaveCertificate(id: string, fileName: string): Promise<void> {
  return downloadFromApi(API_PATHS.getLeaveCertificate, fileName, { id });
}
