import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.js';

/** A file sent with an e-mail: an invoice's PDF, an interview's `invite.ics`. */
export interface MailAttachment {
  filename: string;
  /** A MIME type; `text/calendar` ones are sent as the message's calendar invitation. */
  contentType: string;
  content: Buffer;
}

/** One plain-text e-mail, with files attached if any. */
export interface MailMessage {
  /** One address, or several separated by ", " (a staff alert goes to every recruiter and admin at once). */
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

const isCalendar = (attachment: MailAttachment) => /^text\/calendar\b/i.test(attachment.contentType);

/**
 * What the sent-mail file says of an attachment: its name, type and size, and the text of an iCalendar one (what
 * a calendar will show), so that a person reading the file sees what was sent.
 */
function describeAttachment(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.content.length,
    ...(isCalendar(attachment) ? { text: attachment.content.toString('utf8') } : {}),
  };
}

/** Where e-mail goes (docs/product.md#e-mail); the mail worker calls it, never a request. */
export interface MailProvider {
  readonly name: 'console' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool) or the open sent-mail file (console). */
  close(): void;
}

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl';

/**
 * Development provider: appends {"to","subject","text","at"} (and "attachments", each
 * {"filename","contentType","size"} and the "text" of a text/calendar one) as one JSON line to
 * DATA_DIR/mail-outbox.jsonl
 * (local use and browser tests read it; the file is the sent-mail folder, readable by this user only) and
 * prints only the envelope: a text may carry a link that works as a key (an applicant's /my-application/{token}),
 * which the server log must never hold.
 */
export function createConsoleMailProvider(
  dataDir: string,
  print: (line: string) => void = (line) => console.log(line),
  now: () => Date = () => new Date(),
): MailProvider {
  const outbox = path.join(dataDir, MAIL_OUTBOX_FILE);
  // Opened once and kept (append mode: each write at the end): opening and closing the file for every message
  // was a tenth of the server's CPU under a stream of form submissions. A stream, not a file handle: a batch's
  // lines, sent side by side, reach the file in one write instead of one each. A failed open or write fails
  // the sends that wait on it, and the next send opens the file anew.
  let stream: fs.WriteStream | undefined;
  const openOutbox = () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const opened = fs.createWriteStream(outbox, { flags: 'a', mode: 0o600 });
    opened.on('error', () => {
      if (stream === opened) stream = undefined;
    });
    return opened;
  };
  return {
    name: 'console',
    async send({ to, subject, text, attachments }) {
      print(`[mail] to ${to}: ${subject} (text in ${outbox})`);
      const line = JSON.stringify({
        to,
        subject,
        text,
        at: now().toISOString(),
        ...(attachments?.length ? { attachments: attachments.map(describeAttachment) } : {}),
      });
      const file = (stream ??= openOutbox());
      await new Promise<void>((resolve, reject) => {
        file.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
      });
    },
    close() {
      stream?.end();
      stream = undefined;
    },
  };
}

export interface SmtpConfig {
  /** smtp://user:pass@host:port or smtps://…; credentials percent-encoded. */
  url: string;
  from: string;
}

/**
 * Attachments as nodemailer takes them. The first iCalendar one is the message's invitation (`icalEvent`): a
 * text/calendar alternative with its METHOD, which mail clients show as an invitation to accept or decline,
 * and an attached copy under its file name.
 */
function nodemailerAttachments(attachments: readonly MailAttachment[] | undefined) {
  const invitation = attachments?.find(isCalendar);
  const files = (attachments ?? [])
    .filter((attachment) => attachment !== invitation)
    .map(({ filename, contentType, content }) => ({ filename, contentType, content }));
  return {
    ...(files.length > 0 ? { attachments: files } : {}),
    ...(invitation
      ? {
          icalEvent: {
            filename: invitation.filename,
            method: /^METHOD:(\S+)/m.exec(invitation.content.toString('utf8'))?.[1] ?? 'PUBLISH',
            content: invitation.content.toString('utf8'),
          },
        }
      : {}),
  };
}

/** Sends through any SMTP server with nodemailer (a small connection pool, timeouts well below a minute). */
export function createSmtpMailProvider({ url, from }: SmtpConfig): MailProvider {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments }) {
      await transport.sendMail({ from, to, subject, text, ...nodemailerAttachments(attachments) });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * The configured provider. Refuses to start with the console provider in production (mail would only reach
 * the server log) unless ALLOW_CONSOLE_MAIL_IN_PRODUCTION is set, and with SMTP but no SMTP_URL.
 */
export function createMailProvider(env: Env): MailProvider {
  if (env.MAIL_PROVIDER === 'smtp') {
    if (!env.SMTP_URL) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:port)');
    return createSmtpMailProvider({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_CONSOLE_MAIL_IN_PRODUCTION) {
    throw new Error(
      'The console mail provider does not send real e-mail: set MAIL_PROVIDER=smtp and SMTP_URL in production, ' +
        'or ALLOW_CONSOLE_MAIL_IN_PRODUCTION=true to run without e-mail on purpose',
    );
  }
  const print = env.LOG_LEVEL === 'silent' ? () => {} : undefined;
  return createConsoleMailProvider(env.DATA_DIR, print);
}
