import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server.js';
import {
  createConsoleMailProvider,
  createMailProvider,
  createSmtpMailProvider,
  MAIL_OUTBOX_FILE,
} from './mail-provider.js';

const dataDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-mail-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every byte value, as a PDF's compressed streams hold. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.3\n'), randomBytes(40_000)]);
const INVITATION = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//SmartMove//interviews//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:interview-1@smartmove.example.com',
  'SEQUENCE:0',
  'DTSTAMP:20261201T090000Z',
  'DTSTART:20261203T100000Z',
  'DTEND:20261203T110000Z',
  'SUMMARY:Interview: Data engineer — Priya Sharma',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const ATTACHMENTS = [
  { filename: 'SMUS-2026-0001.pdf', contentType: 'application/pdf', content: PDF },
  { filename: 'invite.ics', contentType: 'text/calendar', content: Buffer.from(INVITATION) },
];

const MESSAGE = {
  to: 'grace@example.com',
  subject: 'We received your message - SmartMove',
  text: 'Hello Grace,\n\nThank you for writing to us.\n\nBest regards,\nThe SmartMove team\n',
};

describe('console mail provider', () => {
  it('prints the envelope and appends {to, subject, text, at} as one JSON line', async () => {
    const dataDir = path.join(tempDir(), 'not-yet-there');
    const printed: string[] = [];
    const provider = createConsoleMailProvider(
      dataDir,
      (line) => printed.push(line),
      () => new Date('2026-11-25T10:00:00.000Z'),
    );
    try {
      await provider.send(MESSAGE);
      await provider.send({ ...MESSAGE, to: 'ada@example.com' });
    } finally {
      // The sent-mail file stays open between messages; left to the garbage collector, Node warns.
      provider.close();
    }
    // Only the envelope: a text may carry a link that works as a key, and the log must not hold it.
    expect(printed[0]).toBe(
      `[mail] to grace@example.com: We received your message - SmartMove (text in ${path.join(dataDir, MAIL_OUTBOX_FILE)})`,
    );
    expect(printed.join('\n')).not.toContain('Thank you for writing to us.');
    const lines = fs.readFileSync(path.join(dataDir, MAIL_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { ...MESSAGE, at: '2026-11-25T10:00:00.000Z' },
      { ...MESSAGE, to: 'ada@example.com', at: '2026-11-25T10:00:00.000Z' },
    ]);
  });

  it("writes each attachment's name, type and size beside its message, and an invitation's text", async () => {
    const dataDir = tempDir();
    const provider = createConsoleMailProvider(
      dataDir,
      () => {},
      () => new Date('2026-12-01T09:00:00.000Z'),
    );
    try {
      await provider.send({ ...MESSAGE, attachments: ATTACHMENTS });
    } finally {
      provider.close();
    }
    const [line] = fs.readFileSync(path.join(dataDir, MAIL_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(JSON.parse(line ?? '')).toEqual({
      ...MESSAGE,
      at: '2026-12-01T09:00:00.000Z',
      attachments: [
        { filename: 'SMUS-2026-0001.pdf', contentType: 'application/pdf', size: PDF.length },
        {
          filename: 'invite.ics',
          contentType: 'text/calendar',
          size: Buffer.byteLength(INVITATION),
          text: INVITATION,
        },
      ],
    });
  });

  it('appends a batch sent side by side whole, one line each, in a file only its user reads', async () => {
    const dataDir = tempDir();
    const provider = createConsoleMailProvider(dataDir, () => {});
    const recipients = Array.from({ length: 200 }, (_, index) => `person${index}@example.com`);
    try {
      await Promise.all(recipients.map((to) => provider.send({ ...MESSAGE, to })));
    } finally {
      provider.close();
    }
    const file = path.join(dataDir, MAIL_OUTBOX_FILE);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { to: string }).to)).toEqual(recipients);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('fails the sends when the file cannot be opened, and opens it anew for the next', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, MAIL_OUTBOX_FILE);
    fs.mkdirSync(file);
    const provider = createConsoleMailProvider(dataDir, () => {});
    try {
      await expect(Promise.all([provider.send(MESSAGE), provider.send(MESSAGE)])).rejects.toThrow(/EISDIR/);
      fs.rmdirSync(file);
      await provider.send(MESSAGE);
    } finally {
      provider.close();
    }
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('is the default, and refuses to start in production unless explicitly allowed', () => {
    const dataDir = tempDir();
    expect(createMailProvider(loadEnv({ DATA_DIR: dataDir })).name).toBe('console');
    expect(() => createMailProvider(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toThrow(
      /ALLOW_CONSOLE_MAIL_IN_PRODUCTION/,
    );
    const allowed = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ALLOW_CONSOLE_MAIL_IN_PRODUCTION: 'true',
    });
    expect(createMailProvider(allowed).name).toBe('console');
  });
});

describe('mail settings', () => {
  it('need SMTP_URL for the SMTP provider and check the addresses', () => {
    expect(() => createMailProvider(loadEnv({ MAIL_PROVIDER: 'smtp', DATA_DIR: tempDir() }))).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ STAFF_ALERT_EMAIL: 'not an address' })).toThrow(/STAFF_ALERT_EMAIL/);
    expect(loadEnv({}).MAIL_FROM).toBe('SmartMove <no-reply@smartmove.example.com>');
    const smtp = loadEnv({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://user:pass@mail.example.com:465' });
    const provider = createMailProvider(smtp);
    expect(provider.name).toBe('smtp');
    provider.close();
  });
});

describe('SMTP mail provider', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.rejectWith(undefined));
  afterAll(() => smtp.close());

  it('sends a plain-text message from MAIL_FROM through a real SMTP server, signed in', async () => {
    const provider = createSmtpMailProvider({
      url: smtp.url,
      from: 'SmartMove <no-reply@smartmove.example.com>',
    });
    try {
      const long = `${'A very long line of text that nodemailer must wrap or encode. '.repeat(4)}é`;
      await provider.send({ ...MESSAGE, text: `${MESSAGE.text}${long}\n` });
      const [mail] = await smtp.waitFor(1);
      expect(mail).toMatchObject({
        mailFrom: 'no-reply@smartmove.example.com',
        rcptTo: ['grace@example.com'],
        from: 'SmartMove <no-reply@smartmove.example.com>',
        to: 'grace@example.com',
        subject: MESSAGE.subject,
        text: `${MESSAGE.text}${long}`,
      });
      expect(mail!.raw).toMatch(/content-type: text\/plain/i);
    } finally {
      provider.close();
    }
  });

  it('sends attachments intact, and an iCalendar one as the invitation with its METHOD', async () => {
    const provider = createSmtpMailProvider({ url: smtp.url, from: 'no-reply@smartmove.example.com' });
    try {
      const before = smtp.received.length;
      await provider.send({ ...MESSAGE, attachments: ATTACHMENTS });
      const mail = (await smtp.waitFor(before + 1))[before];
      expect(mail?.text).toBe(MESSAGE.text.trimEnd());
      expect(mail?.attachments).toEqual([
        { filename: 'SMUS-2026-0001.pdf', contentType: 'application/pdf', content: PDF },
        { filename: 'invite.ics', contentType: 'application/ics', content: Buffer.from(INVITATION) },
      ]);
      expect(mail?.calendar?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
      expect(mail?.calendar?.text).toBe(INVITATION);
    } finally {
      provider.close();
    }
  });

  it('rejects when the server refuses the message or the credentials', async () => {
    const provider = createSmtpMailProvider({ url: smtp.url, from: 'no-reply@smartmove.example.com' });
    const wrong = createSmtpMailProvider({
      url: smtp.url.replace('secret-pass', 'wrong'),
      from: 'no-reply@smartmove.example.com',
    });
    try {
      smtp.rejectWith(550);
      await expect(provider.send(MESSAGE)).rejects.toThrow(/550/);
      smtp.rejectWith(undefined);
      await expect(wrong.send(MESSAGE)).rejects.toThrow(/Invalid username or password|535/);
    } finally {
      provider.close();
      wrong.close();
    }
  });
});
