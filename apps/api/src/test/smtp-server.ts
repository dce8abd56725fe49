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
  text: string;
  raw: string;
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

/** Quoted-printable and base64 bodies, as nodemailer may encode long lines or non-ASCII text. */
function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

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

function parseMessage(raw: string): Pick<ReceivedMail, 'from' | 'to' | 'subject' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(split + 4), headers.get('content-transfer-encoding'))
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
  return {
    from: decodeHeader(headers.get('from') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
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
