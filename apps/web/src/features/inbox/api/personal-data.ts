import { API_PATHS, SubmissionReceivedSchema, type ErasePersonalData } from '@smartmove/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationApi } from './applications';
import { inquiryApi } from './inquiries';

/** POST /CRM/ErasePersonalData: the record, its notes, history, files and e-mail, gone. */
export function useErasePersonalDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ErasePersonalData) =>
      apiRequest(API_PATHS.erasePersonalData, {
        method: 'POST',
        body: record,
        schema: SubmissionReceivedSchema,
      }),
    onSuccess: (_answer, record) =>
      queryClient.removeQueries({
        queryKey: (record.kind === 'inquiry' ? inquiryApi : applicationApi).queries.all,
      }),
  });
}
