import { API_PATHS, CAPTCHA_TOKEN_HEADER, addDays, todayIsoDate } from '@smartmove/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PROFILE_IMAGE_FIELD } from '../routes/portal/profile.js';
import { JOB_APPLICATION_FIELDS, solveCaptcha, type MultipartFile } from './lead-fixtures.js';
import type { TestUser } from './portal-users.js';
import { requestsTo } from './test-api.js';

/** A file of an upload request: its content (or a streamed PDF of a size), name and claimed type. */
export type UploadFile = Pick<MultipartFile, 'content'> & { filename?: string; contentType?: string };

export const EXPENSE_FIELDS = {
  expenseDate: addDays(todayIsoDate(), -3),
  category: 'Travel',
  amount: '125.50',
  currency: 'USD',
  description: 'Taxi to the client site',
};

let applicants = 0;

/** The three upload routes as a client calls them: a job application, an expense claim, a profile image. */
export function uploadRequests(app: FastifyInstance) {
  const post = (
    url: string,
    fields: Record<string, string>,
    file: MultipartFile,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ): Promise<LightMyRequestResponse> =>
    requestsTo(app).upload(url, fields, [file], { headers, remoteAddress });
  const asPart = (name: string, file: UploadFile, defaults: { filename: string; contentType: string }) => ({
    name,
    filename: file.filename ?? defaults.filename,
    contentType: file.contentType ?? defaults.contentType,
    content: file.content,
  });

  return {
    /** POST /CRM/UASubmitCandidate with a new applicant's e-mail, which it answers beside the response. */
    async apply(file: UploadFile, remoteAddress?: string) {
      const email = `uploader+${++applicants}@example.com`;
      const response = await post(
        API_PATHS.uaSubmitCandidate,
        { ...JOB_APPLICATION_FIELDS, Email: email },
        asPart('file', file, { filename: 'resume.pdf', contentType: 'application/pdf' }),
        { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(app) },
        remoteAddress,
      );
      return { response, email };
    },
    claimExpense: (user: TestUser, file: UploadFile) =>
      post(
        API_PATHS.addExpense,
        EXPENSE_FIELDS,
        asPart('receipt', file, { filename: 'receipt.pdf', contentType: 'application/pdf' }),
        user.headers,
      ),
    uploadProfileImage: (user: TestUser, file: UploadFile) =>
      post(
        API_PATHS.uploadProfileImage,
        {},
        asPart(PROFILE_IMAGE_FIELD, file, { filename: 'me.png', contentType: 'image/png' }),
        user.headers,
      ),
  };
}
