import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  MESSAGE_TYPES,
  type CandidateLeadRequest,
  type ContactUsRequest,
} from '@smartmove/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createZip } from './zip.js';

/** Environment that keeps the proof of work tiny in tests. */
export const FAST_CAPTCHA_ENV = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '40' };

export const CONTACT_MESSAGE = {
  pro_firstname: 'Ada',
  pro_lastname: 'Lovelace',
  pro_email: 'ada@example.com',
  pro_message: 'We need a data platform review.',
  pro_messagetype: MESSAGE_TYPES.contact,
} satisfies ContactUsRequest;

export const CONSULTATION_REQUEST = {
  pro_firstname: 'Grace Hopper',
  pro_lastname: '',
  pro_email: 'grace@navy.example.com',
  pro_message: 'Modernise our claims pipeline.',
  pro_messagetype: MESSAGE_TYPES.consultation,
  pro_partnerreference: '',
  pro_employeereference: '',
  pro_PhoneNo: '+12015550199',
  pro_position: 'CTO',
  pro_project: 'Federal',
} satisfies ContactUsRequest;

export const CANDIDATE_LEAD = {
  pro_firstname: 'Linus',
  pro_lastname: 'Torvalds',
  pro_PhoneNo: '+919812345678',
  pro_email: 'linus@example.com',
  pro_url1: 'https://www.linkedin.com/in/linus',
  candidateSkills: [
    { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' },
    { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
  ],
} satisfies CandidateLeadRequest;

export const JOB_APPLICATION_FIELDS = {
  FirstName: 'Katherine',
  LastName: 'Johnson',
  Email: 'katherine@example.com',
  skillPosition: 'senior-data-engineer',
  LinkedIn: 'https://www.linkedin.com/in/katherine',
  pro_visastatus: '166110001',
  phoneNumber: '+16045550123',
};

let emails = 0;
/** The address made unique, so that the repeat-recognition never joins two tests' submissions. */
export const unique = (email: string) => email.replace('@', `+${++emails}@`);

/** Fetches a challenge from the app and solves it, as the widget does; the result is the header value. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: API_PATHS.captchaChallenge });
  return solveCaptchaChallenge(response.json());
}

/** The captcha header's value for a challenge as GET /captcha/challenge answered it. */
export async function solveCaptchaChallenge(challenge: Parameters<typeof solveChallenge>[0]['challenge']) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// --- Resume samples, recognisable by content -------------------------------------------------------

export function pdfFile(extraBytes = 0): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(extraBytes, 0x20), Buffer.from('\n%%EOF\n')]);
}

/** A minimal DOCX: a zip holding [Content_Types].xml and word/document.xml. */
export function docxFile(): Buffer {
  return createZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
  ]);
}

/** An OLE compound file with a "WordDocument" stream name in its directory, as Word 97-2003 writes. */
export function docFile(): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(0x0003, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(0x0009, 30);
  Buffer.from('Root Entry', 'utf16le').copy(file, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(file, 1152);
  return file;
}

/**
 * A PNG, different each time: the random bytes are the data of an IDAT chunk (as random bytes right after
 * the header, half of them read as a negative chunk length and the file as no PNG at all).
 */
export function pngFile(): Buffer {
  const data = randomBytes(64);
  const idatLength = Buffer.alloc(4);
  idatLength.writeUInt32BE(data.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    idatLength,
    Buffer.from('IDAT'),
    data,
    Buffer.alloc(4),
    Buffer.from('0000000049454e44ae426082', 'hex'),
  ]);
}

// --- Multipart bodies ---------------------------------------------------------------------------------

/** A resume part of the apply form (`file`), a PDF unless told. */
export const resume = (
  content: MultipartFile['content'],
  filename = 'resume.pdf',
  contentType = 'application/pdf',
): MultipartFile => ({ name: 'file', filename, contentType, content });

/**
 * A visitor's application through the public apply form (its captcha solved): the form's fields with
 * `fields` over them, and a PDF resume unless told.
 */
export async function applyAnonymously(
  api: {
    app: FastifyInstance;
    anonymous: {
      upload(
        url: string,
        fields: Record<string, string>,
        files: MultipartFile[],
        extras: { headers: Record<string, string> },
      ): Promise<LightMyRequestResponse>;
    };
  },
  fields: Record<string, string>,
  file: MultipartFile = resume(pdfFile()),
): Promise<LightMyRequestResponse> {
  return api.anonymous.upload(API_PATHS.uaSubmitCandidate, { ...JOB_APPLICATION_FIELDS, ...fields }, [file], {
    headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) },
  });
}

/** A file as the portal's forms send it, as the parts of a form's field `name` (none without a file). */
export const filePart = (
  name: string,
  file?: { name: string; type: string; content: Buffer },
): MultipartFile[] =>
  file ? [{ name, filename: file.name, contentType: file.type, content: file.content }] : [];

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  /** The content, or a size: that many bytes of a PDF streamed without holding them in memory. */
  content: Buffer | { pdfOfSize: number };
}

function streamedPdf(size: number): Readable {
  const head = pdfFile();
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Readable({
    read() {
      if (sent === 0) {
        sent = head.length;
        this.push(head);
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      this.push(next);
    },
  });
}

/** A multipart/form-data request body (fields first, then the files) and its content type. */
export function multipartBody(
  fields: Record<string, string>,
  files: MultipartFile[] = [],
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----smartmove${randomBytes(8).toString('hex')}`;
  const parts: Array<Buffer | Readable> = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : streamedPdf(file.content.pdfOfSize));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Readable.from(
    (async function* () {
      for (const part of parts) {
        if (Buffer.isBuffer(part)) yield part;
        else for await (const chunk of part) yield chunk as Buffer;
      }
    })(),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// --- A local stand-in for Google's reCAPTCHA siteverify -------------------------------------------------

export interface FakeRecaptcha {
  url: string;
  /** Form bodies received, decoded. */
  received: Array<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Answers success for the token "good-token" once (as Google does), an HTML error page for
 * "server-error" (Google unreachable or broken), failure for anything else.
 */
export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const received: Array<Record<string, string>> = [];
  const answered = new Set<string>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      const token = form.response ?? '';
      if (token === 'server-error') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      let answer: object;
      if (token === 'good-token' && !answered.has(token)) {
        answered.add(token);
        answer = { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
      } else if (answered.has(token)) {
        answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
      } else {
        answer = { success: false, 'error-codes': ['invalid-input-response'] };
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
