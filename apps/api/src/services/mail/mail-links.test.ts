import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@smartmove/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { deliveredMail } from '../../test/delivered-mail.js';
import { FAST_CAPTCHA_ENV, applyAnonymously } from '../../test/lead-fixtures.js';
import { submitTimeSheetAsNewWorker } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { createMailLinks, hashLinkToken, LINK_TOKEN_PLACEHOLDER } from './mail-links.js';

const STATUS_LINK = /\/my-application\/([A-Za-z0-9_-]{43})\b/;
const DECIDE_LINK = /\/decide\/([A-Za-z0-9_-]{43})\b/;

describe('mail links', () => {
  it('derive one 43-character token per nonce from the key, whose hash is what the record keeps', () => {
    const links = createMailLinks('a test key of at least thirty-two characters');
    const issued = links.issue();
    const text = `Open it:\nhttps://jobs.example.com/my-application/${LINK_TOKEN_PLACEHOLDER}\n`;
    const token = STATUS_LINK.exec(links.fill(text, issued.nonce))?.[1];
    expect(token).toBeDefined();
    expect(hashLinkToken(token!)).toBe(issued.tokenHash);
    expect(links.fill(text, issued.nonce)).toBe(links.fill(text, issued.nonce));
    expect(links.fill(text, links.issue().nonce)).not.toBe(links.fill(text, issued.nonce));
    // Another key gives another token: the nonce alone yields none.
    const other = createMailLinks('another test key of at least thirty-two characters');
    expect(other.fill(text, issued.nonce)).not.toBe(links.fill(text, issued.nonce));
  });
});

/**
 * The tokens of links that work as keys (an applicant's status page, an approver's /decide/ link) are never
 * written to the database: not while their e-mail waits, not after it is sent (so not in a WAL's old pages).
 */
describeOnEngines('e-mailed links that work as keys', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, SITE_URL: 'https://jobs.example.com/' },
    // Requests wake the worker; no poll besides.
    mailWorker: { pollIntervalMs: 3_600_000, retry: { baseDelayMs: 0 } },
  });

  /** Every row of every table of the app's database, as text. */
  async function everyRow(): Promise<string> {
    const db = api.app.db;
    const { rows: tables } =
      engine === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema()`.execute(db);
    const dumps: string[] = [];
    for (const { name } of tables) {
      const { rows } = await sql`select * from ${sql.id(name)}`.execute(db);
      dumps.push(`${name}: ${JSON.stringify(rows)}`);
    }
    return dumps.join('\n');
  }

  /** How often `needle` occurs in the SQLite database file, its WAL and its shared-memory index. */
  function occurrencesOnDisk(needle: string): number {
    let count = 0;
    for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
      const file = path.join(api.env.DATA_DIR, name);
      const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
    }
    return count;
  }

  it('keeps neither the status token nor the approval token in any row, queued or sent, nor on disk', async () => {
    // The mail server refuses everything this process sends: the messages wait in the outbox, as queued.
    const refused = vi
      .spyOn(api.app.mail.provider, 'send')
      .mockRejectedValue(new Error('the mail server is down'));
    const email = `applicant-${Date.now()}@example.com`;
    const applied = await applyAnonymously(api, { Email: email });
    expect(applied.statusCode, applied.body).toBe(200);
    const { sheet } = await submitTimeSheetAsNewWorker(api);
    expect(sheet.statusCode, sheet.body).toBe(200);
    await api.app.mail.runOnce();
    const queued = await everyRow();
    const waiting = await api.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'body', 'link_nonce'])
      .where('status', '=', 'pending')
      .where('link_nonce', 'is not', null)
      .execute();
    expect(waiting.map((row) => row.recipient).sort()).toEqual([email, 'manny.manager@example.com']);
    for (const row of waiting) expect(row.body).toContain(LINK_TOKEN_PLACEHOLDER);

    // Another process sends them: the token it puts in opens what the first one stored.
    const second = await api.restart();
    await second.mail.runOnce();
    refused.mockRestore();
    const sent = await deliveredMail(api);
    const statusToken = STATUS_LINK.exec(sent.find((mail) => mail.to === email)?.text ?? '')?.[1];
    const decideToken = DECIDE_LINK.exec(
      sent.findLast((mail) => mail.to === 'manny.manager@example.com')?.text ?? '',
    )?.[1];
    expect(statusToken).toBeDefined();
    expect(decideToken).toBeDefined();

    for (const token of [statusToken!, decideToken!]) {
      expect(queued).not.toContain(token);
      expect(await everyRow()).not.toContain(token);
      if (engine === 'sqlite') expect(occurrencesOnDisk(token)).toBe(0);
    }
    // Sent: the text and the nonce are gone from the outbox.
    const left = await api.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'body', 'link_nonce'])
      .where('recipient', 'in', [email, 'manny.manager@example.com'])
      .execute();
    expect(left).toEqual(left.map(() => ({ status: 'sent', body: '', link_nonce: null })));

    // And the links work.
    const status = await api.anonymous.post(API_PATHS.getMyApplication, { token: statusToken });
    expect(status.statusCode, status.body).toBe(200);
    const decision = await api.anonymous.get(API_PATHS.getEmailDecision, { token: decideToken });
    expect(decision.statusCode, decision.body).toBe(200);
  });
});
