import {
  API_PATHS,
  SubmissionReceivedSchema,
  type CandidateLeadRequest,
  type SubmissionReceived,
} from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/AddCandidateLead as JSON (docs/product.md#records). */
export function addCandidateLead(lead: CandidateLeadRequest): Promise<SubmissionReceived> {
  return apiRequest(API_PATHS.addCandidateLead, {
    method: 'POST',
    body: lead,
    schema: SubmissionReceivedSchema,
  });
}
