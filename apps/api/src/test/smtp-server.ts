import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message as the SMTP server received it, headers decoded enough for our plain-text mail. */
export interface ReceivedMail {
  /** The envelope's sender and recipients. */
  mailFrom: string;
  rcptTo: string[];
  from: string;
  to: string;
  subject: string;
  /** The text/plain part (of a multipart message, the first). */
  text: string;
  /** Every part with a file name (attachments), decoded. */
  attachments: ReceivedAttachment[];
  /** A text/calendar part that is not an attachment: an invitation shown by the mail client. */
  calendar: { contentType: string; text: string } | undefined;
  raw: string;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A real SMTP server in this process on a free port (no TLS; AUTH PLAIN/LOGIN with the given user). */
export interface TestSmtpServer {
  /** SMTP_URL for an app: smtp://user:pass@127.0.0.1:port. */
  url: string;
  /** Every message accepted so far, in order of arrival. */
  received: ReceivedMail[];
  /** While set, every message is refused with this reply code (e.g. 451 temporary, 550 permanent). */
  rejectWith(code: number | undefined): void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A body's bytes: quoted-printable and base64 as nodemailer may encode long lines, non-ASCII text or files. */
function decodeBytes(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    default:
      return Buffer.from(body, 'utf8');
  }
}

const decodeBody = (body: string, encoding: string | undefined) =>
  decodeBytes(body, encoding).toString('utf8');

/** An RFC 2047 encoded word (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) back to text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** A message or part split into its headers (names lower-cased, folded lines joined) and its body. */
function splitPart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

/** A header's parameter (`boundary`, `filename`, `name`), unquoted. */
function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1] === undefined ? undefined : decodeHeader(match[1]);
}

/** The leaf parts of a (possibly nested multipart) message, in order. */
function leafParts(part: MimePart): MimePart[] {
  const boundary = parameter(part.headers.get('content-type'), 'boundary');
  if (!/^multipart\//i.test(part.headers.get('content-type') ?? '') || !boundary) return [part];
  return (
    part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      // The line break before a delimiter belongs to the delimiter (RFC 2046), not to the part.
      .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))))
  );
}

function parseMessage(raw: string): Omit<ReceivedMail, 'mailFrom' | 'rcptTo' | 'raw'> {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const contentType = (part: MimePart) => part.headers.get('content-type') ?? 'text/plain';
  const decoded = (part: MimePart) => decodeBytes(part.body, part.headers.get('content-transfer-encoding'));
  const filename = (part: MimePart) =>
    parameter(part.headers.get('content-disposition'), 'filename') ?? parameter(contentType(part), 'name');
  const plain = leaves.find((part) => /^text\/plain/i.test(contentType(part)) && !filename(part));
  const calendar = leaves.find((part) => /^text\/calendar/i.test(contentType(part)) && !filename(part));
  return {
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: plain ? decoded(plain).toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') : '',
    attachments: leaves.flatMap((part) => {
      const name = filename(part);
      return name === undefined
        ? []
        : [{ filename: name, contentType: contentType(part).split(';')[0] ?? '', content: decoded(part) }];
    }),
    calendar: calendar && { contentType: contentType(calendar), text: decoded(calendar).toString('utf8') },
  };
}

export async function startSmtpServer(
  credentials = { user: 'mailer', pass: 'secret-pass' },
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let rejectCode: number | undefined;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectCode) {
          const error: SMTPServerError = new Error('Mailbox unavailable (test)');
          error.responseCode = rejectCode;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw,
          ...parseMessage(raw),
        });
        callback();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    rejectWith(code) {
      rejectCode = code;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
