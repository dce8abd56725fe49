import { randomBytes } from 'node:crypto';
import { API_PATHS, MESSAGE_TYPES, RESUME_FILE_FIELD } from '@smartmove/contract';
import { JOB_APPLICATION_FIELDS, solveCaptchaChallenge } from './lead-fixtures.js';

/** Requests to a server process (test/server-process.ts) as a browser sends them. */

/** A PDF resume recognisable by its random middle, of about `size` bytes. */
export function uniqueResume(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\n%%EOF\n');
  const middle = Buffer.from(randomBytes(Math.ceil(size / 2)).toString('hex')).subarray(0, size);
  return Buffer.concat([head, middle, tail]);
}

/** POST /CRM/AddContactUs with `message`; resolves whether it was answered 2xx (false when the connection failed). */
export async function postContactMessage(serverUrl: string, message: string): Promise<boolean> {
  try {
    const response = await fetch(`${serverUrl}${API_PATHS.addContactUs}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pro_firstname: 'Backup',
        pro_lastname: 'Tester',
        pro_email: 'backup.tester@example.com',
        pro_message: message,
        pro_messagetype: MESSAGE_TYPES.contact,
      }),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A job application with `resume` as the apply page sends it (fields first, then the file), serialised to
 * bytes so that a test can send them as slowly as it likes; with the solved captcha header.
 */
export async function jobApplicationRequest(serverUrl: string, email: string, resume: Buffer) {
  const challenge = (await fetch(`${serverUrl}${API_PATHS.captchaChallenge}`).then((response) =>
    response.json(),
  )) as Parameters<typeof solveCaptchaChallenge>[0];
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...JOB_APPLICATION_FIELDS, Email: email }))
    form.append(name, value);
  form.append(RESUME_FILE_FIELD, new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const encoded = new Request(serverUrl, { method: 'POST', body: form });
  return {
    url: `${serverUrl}${API_PATHS.uaSubmitCandidate}`,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'x-captcha-token': await solveCaptchaChallenge(challenge),
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
  };
}
