import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { deliveredMail } from '../../test/delivered-mail.js';
import { CONTACT_MESSAGE, FAST_CAPTCHA_ENV, applyAnonymously } from '../../test/lead-fixtures.js';
import { useTestApp } from '../../test/test-api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often `needle` occurs in the SQLite database file, its WAL and its shared-memory index. */
function occurrencesOnDisk(dataDir: string, needle: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
    const file = path.join(dataDir, name);
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    let count = 0;
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
    counts[name] = count;
  }
  return counts;
}

const NOWHERE = { 'app.db': 0, 'app.db-wal': 0, 'app.db-shm': 0 };

/**
 * Which three-letter pieces of `text` are in the database file or its WAL: a search's trigram index keeps a
 * text as such pieces, from which a rare text can be pieced together again.
 */
function trigramsOnDisk(dataDir: string, text: string): string[] {
  const bytes = Buffer.concat(
    ['app.db', 'app.db-wal']
      .map((name) => path.join(dataDir, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file)),
  );
  const pieces = Array.from({ length: text.length - 2 }, (_, at) => text.slice(at, at + 3).toLowerCase());
  return pieces.filter((piece) => bytes.includes(piece));
}

// The file-backed SQLite database of a running app (PostgreSQL keeps its own files: not ours to read).
describe('erased personal data on disk (SQLite)', () => {
  const api = useTestApp('sqlite', {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000', SITE_URL: 'https://jobs.example.com/' },
    mailWorker: { pollIntervalMs: 3_600_000 },
  });
  const { recruiter } = api.users;
  const uniqueEmail = () => `leftover-${randomBytes(8).toString('hex')}@example.com`;
  /** Random letters after the last names' common start. */
  const RANDOM_LETTERS = 20;
  /** The three-letter pieces of the random letters. */
  const RANDOM_PIECES = RANDOM_LETTERS - 2;
  /** A last name no other row has: letters only, as the forms accept. */
  const uniqueName = () =>
    `Leftover${Array.from(randomBytes(RANDOM_LETTERS), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

  async function submitBoth(email: string, lastName = uniqueName()) {
    const inquiry = await api.anonymous.post(API_PATHS.addContactUs, {
      ...CONTACT_MESSAGE,
      pro_lastname: lastName,
      pro_email: email,
    });
    expect(inquiry.statusCode, inquiry.body).toBe(200);
    const application = await applyAnonymously(api, { LastName: lastName, Email: email });
    expect(application.statusCode, application.body).toBe(200);
    const db = api.app.db;
    const [contact, applied] = await Promise.all([
      db.selectFrom('contact_messages').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
      db.selectFrom('job_applications').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
    ]);
    // Delivered: the confirmations and the staff alerts naming the address have left.
    const sent = await deliveredMail(api);
    const confirmation = sent.find(
      (mail) => mail.to === email && mail.subject.startsWith('Your application'),
    );
    const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(sent.filter((mail) => mail.text.includes(`<${email}>`)).length).toBeGreaterThan(0);
    return { inquiryId: contact.id, applicationId: applied.id, token: token! };
  }

  it('leaves no byte of an address erased by staff or withdrawn by the applicant in app.db or its WAL', async () => {
    const email = uniqueEmail();
    const lastName = uniqueName();
    const random = lastName.slice('Leftover'.length);
    // Pieces of the random letters that other bytes on disk hold by chance before the name is ever sent.
    const byChance = new Set(trigramsOnDisk(api.env.DATA_DIR, random));
    // Few enough that a name left in an index (all its pieces) would still stand out below.
    expect(byChance.size).toBeLessThan(RANDOM_PIECES - 4);
    const { inquiryId, applicationId, token } = await submitBoth(email, lastName);
    // Staff work on both first: history rows and audit lines that name the person.
    for (const [path, id] of [
      [API_PATHS.updateInquiry, inquiryId],
      [API_PATHS.updateApplication, applicationId],
    ] as const) {
      const updated = await api.as(recruiter).post(path, { id, assignedTo: recruiter.id });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    expect(occurrencesOnDisk(api.env.DATA_DIR, email)).not.toEqual(NOWHERE);
    expect(occurrencesOnDisk(api.env.DATA_DIR, lastName)).not.toEqual(NOWHERE);

    const erased = await api
      .as(recruiter)
      .post(API_PATHS.erasePersonalData, { kind: 'inquiry', id: inquiryId });
    expect(erased.statusCode, erased.body).toBe(200);
    const withdrawn = await api.anonymous.post(API_PATHS.withdrawMyApplication, { token });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    expect(occurrencesOnDisk(api.env.DATA_DIR, email)).toEqual(NOWHERE);
    expect(occurrencesOnDisk(api.env.DATA_DIR, lastName)).toEqual(NOWHERE);
    expect(occurrencesOnDisk(api.env.DATA_DIR, token)).toEqual(NOWHERE);
    // Nor in the search indexes, as their pieces: left in an index, all RANDOM_PIECES pieces of the random
    // letters would be there; what the test's other writes hold by chance is a few at most.
    const left = trigramsOnDisk(api.env.DATA_DIR, random).filter((piece) => !byChance.has(piece));
    expect(left.length, left.join(' ')).toBeLessThanOrEqual(4);
  });

  it("leaves no byte of an erased person's queued e-mail attachments", async () => {
    const email = uniqueEmail();
    const { applicationId } = await submitBoth(email);
    // A file about the person, not yet sent (an interview invitation naming them, say).
    const marker = `ATTENDEE;CN=${uniqueName()}:mailto:${email}`;
    await api.app.repositories.mailOutbox.enqueue(
      [
        {
          to: email,
          subject: 'Interview',
          text: 'Your interview.\n',
          causeKind: 'application',
          causeId: applicationId,
          attachments: [
            { filename: 'invite.ics', contentType: 'text/calendar', content: Buffer.from(`${marker}\r\n`) },
          ],
        },
      ],
      new Date(),
    );
    expect(occurrencesOnDisk(api.env.DATA_DIR, marker)).not.toEqual(NOWHERE);
    const erased = await api
      .as(recruiter)
      .post(API_PATHS.erasePersonalData, { kind: 'application', id: applicationId });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(occurrencesOnDisk(api.env.DATA_DIR, marker)).toEqual(NOWHERE);
  });

  it('leaves none of what the retention job erased either', async () => {
    const email = uniqueEmail();
    await submitBoth(email);
    const erased = await api.app.services.personalData.runRetention(new Date(Date.now() + 400 * DAY_MS));
    expect(erased).toBeGreaterThanOrEqual(2);
    expect(occurrencesOnDisk(api.env.DATA_DIR, email)).toEqual(NOWHERE);
  });
});
