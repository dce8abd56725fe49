import { API_PATHS, LEAVE_CERTIFICATE_FIELD, LeaveSchema, type ApplyLeave } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leaveQueries } from './get-leaves';

export interface ApplyLeaveRequest extends ApplyLeave {
  /** A sick-leave request's medical certificate: the request then travels as multipart. */
  certificate?: File | undefined;
}

/** POST /CRM/ApplyLeave: JSON, or multipart with the medical certificate. */
export function useApplyLeaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificate, ...leave }: ApplyLeaveRequest) => {
      if (!certificate) {
        return apiRequest(API_PATHS.applyLeave, { method: 'POST', body: leave, schema: LeaveSchema });
      }
      const body = new FormData();
      for (const [key, value] of Object.entries(leave)) body.append(key, String(value));
      body.append(LEAVE_CERTIFICATE_FIELD, certificate, certificate.name);
      return apiRequest(API_PATHS.applyLeave, { method: 'POST', body, schema: LeaveSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveQueries.all }),
  });
}
