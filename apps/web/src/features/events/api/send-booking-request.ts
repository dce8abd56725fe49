import { API_PATHS, SubmissionReceivedSchema, type ContactMessage } from '@smartmove/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /CRM/AddContactUs with a booking request written as a contact message. */
export function sendBookingRequest(message: ContactMessage) {
  return apiRequest(API_PATHS.addContactUs, {
    method: 'POST',
    body: message,
    schema: SubmissionReceivedSchema,
  });
}
