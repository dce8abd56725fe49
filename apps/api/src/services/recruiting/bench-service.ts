import {
  BENCH_OWNER_AUDIT,
  BENCH_STATE_AUDIT,
  BENCH_STATES,
  PORTAL_MESSAGES,
  PORTAL_ROUTES,
  RECORD_KINDS,
  benchDuplicateKeys,
  hasFakeEmail,
  type BenchState,
  type BenchUploadRow,
  type MyBenchCandidate,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { benchReviewMail } from '../../mail/mail-messages.js';
import { createBenchRepository } from '../../repositories/recruiting/bench-repository.js';
import {
  benchLabel,
  benchStateOf,
  toBenchColumns,
  toOwnedBenchCandidate,
  type BenchRow,
} from '../../repositories/recruiting/bench-rows.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { pageUrl } from '../site-links.js';
import { queueMail } from '../mail/mail-queue.js';
import { recordChange, type FieldChange } from '../record-change.js';
import { queueTalentText } from '../talent/talent-queue.js';
import type { ServiceDeps } from '../service-deps.js';

/** A signed-in person changing the bench: the partner who owns a candidate, or a recruiter. */
export interface BenchActor {
  id: string;
  name: string;
}

export interface BenchUploadResult {
  added: number;
  duplicates: Array<{ index: number; reason: string }>;
}

export type BenchStateResult = { status: BenchState; changed: boolean } | { notFound: true };
export type BenchSendBackResult =
  { status: BenchState; changed: boolean } | { notFound: true } | { refused: 'published' };
export type BenchEditResult = { candidate: MyBenchCandidate } | { notFound: true } | { refused: 'duplicate' };

const benchRecord = (row: { id: string; name: string; title: string }) => ({
  kind: RECORD_KINDS.benchCandidate,
  id: row.id,
  label: benchLabel(row),
});

/**
 * The owner's edit as history rows: each changed field, and the status when it leaves the hot list or goes
 * back to review after a recruiter sent it back (saving a sent-back candidate resubmits it, changed or not).
 */
function editedFields(current: BenchRow, next: ReturnType<typeof toBenchColumns>): FieldChange[] {
  const changes: FieldChange[] = (Object.keys(next) as Array<keyof typeof next>)
    .filter((field) => (current[field] ?? null) !== (next[field] ?? null))
    .map((field) => ({ field, oldValue: current[field] ?? null, newValue: next[field] ?? null }));
  const from = benchStateOf(current);
  if ((changes.length > 0 && from !== BENCH_STATES.waiting) || from === BENCH_STATES.sentBack) {
    changes.push({ field: 'status', oldValue: from, newValue: BENCH_STATES.waiting });
  }
  return changes;
}

/** The outbox's cause of a partner's e-mail about a recruiter's review of their candidate. */
export const BENCH_REVIEW_MAIL_CAUSE = 'bench-review';

/**
 * The bench's changes: a partner adds, edits and removes their consultants; a recruiter publishes them on
 * the public hot list or takes them off. Each change commits with its history rows and audit line, and a
 * review (published, sent back) with the partner's e-mail.
 */
export function createBenchService({ changes, engine, env }: ServiceDeps) {
  /**
   * Inside the review's transaction: tells the partner who owns `row` what the recruiter decided, linking
   * their bench list. A candidate without an owner (seeded) or an owner without a real address gets none.
   */
  async function mailOwner(
    trx: Transaction<Database>,
    row: BenchRow,
    outcome: Parameters<typeof benchReviewMail>[2],
    actor: BenchActor,
    at: Date,
  ): Promise<void> {
    const owner = row.owner_user_id
      ? await createUsersRepository(trx).findById(row.owner_user_id)
      : undefined;
    const to = owner?.email.trim();
    if (!owner || !to || hasFakeEmail(to)) return;
    const mail = benchReviewMail(
      owner.name,
      row,
      outcome,
      actor.name,
      pageUrl(env, PORTAL_ROUTES.myBenchList),
    );
    await queueMail(trx, [{ ...mail, to, causeKind: BENCH_REVIEW_MAIL_CAUSE, causeId: row.id }], at);
  }

  return {
    /**
     * POST /CRM/UploadBenchList: adds the owner's consultants; those repeating one already on their bench
     * or earlier in the upload are skipped and reported (`dryRun` only reports).
     */
    upload(
      ownerId: string,
      candidates: readonly BenchUploadRow[],
      dryRun: boolean,
      now = new Date(),
    ): Promise<BenchUploadResult> {
      return changes.run(async (trx) => {
        const bench = createBenchRepository(trx, engine);
        const known = await bench.ownedDuplicateKeys(ownerId);
        const seenInUpload = new Set<string>();
        const duplicates: BenchUploadResult['duplicates'] = [];
        const fresh = candidates.filter((row, index) => {
          const keys = benchDuplicateKeys(row);
          const reason = keys.some((key) => known.has(key))
            ? PORTAL_MESSAGES.bench.duplicateOnBench
            : keys.some((key) => seenInUpload.has(key))
              ? PORTAL_MESSAGES.bench.duplicateInUpload
              : undefined;
          keys.forEach((key) => seenInUpload.add(key));
          if (reason) duplicates.push({ index, reason });
          return reason === undefined;
        });
        if (dryRun) return { added: 0, duplicates };
        const added = await bench.createMany(ownerId, fresh, now);
        await queueTalentText(
          trx,
          added.map((id) => ({ source: 'bench', id })),
          now,
        );
        return { added: added.length, duplicates };
      });
    },

    /**
     * Publishes a candidate on the hot list (`to` published) or takes it off (`to` waiting for review). A
     * candidate already in that state is left as it is and nothing is recorded.
     */
    setState(id: string, to: BenchState, actor: BenchActor, now = new Date()): Promise<BenchStateResult> {
      return changes.run(async (trx) => {
        const bench = createBenchRepository(trx, engine);
        const row = await bench.find(id);
        if (!row) return { notFound: true } as const;
        const from = benchStateOf(row);
        if (from === to) return { status: to, changed: false };
        await bench.setPublished(id, to === BENCH_STATES.published ? { at: now, by: actor.id } : null);
        await recordChange(trx, {
          actor,
          action: BENCH_STATE_AUDIT[to],
          record: benchRecord(row),
          fields: [{ field: 'status', oldValue: from, newValue: to }],
          at: now,
        });
        if (to === BENCH_STATES.published) await mailOwner(trx, row, { decision: 'published' }, actor, now);
        return { status: to, changed: true };
      });
    },

    /**
     * POST /CRM/SendBackBenchCandidate: a recruiter returns a candidate waiting for review to its partner
     * with a reason the partner reads on their bench list; they fix it and save it to resubmit. A published
     * candidate is unpublished first (refused); sending back again with the same reason records nothing.
     */
    sendBack(id: string, reason: string, actor: BenchActor, now = new Date()): Promise<BenchSendBackResult> {
      return changes.run(async (trx) => {
        const bench = createBenchRepository(trx, engine);
        const row = await bench.find(id);
        if (!row) return { notFound: true } as const;
        const from = benchStateOf(row);
        if (from === BENCH_STATES.published) return { refused: 'published' } as const;
        if (from === BENCH_STATES.sentBack && row.sent_back_reason === reason) {
          return { status: from, changed: false };
        }
        await bench.sendBack(id, { at: now, by: actor.id, reason });
        await recordChange(trx, {
          actor,
          action: BENCH_STATE_AUDIT[BENCH_STATES.sentBack],
          record: benchRecord(row),
          fields: [
            ...(from === BENCH_STATES.sentBack
              ? []
              : [{ field: 'status', oldValue: from, newValue: BENCH_STATES.sentBack }]),
            { field: 'reason', oldValue: row.sent_back_reason, newValue: reason },
          ],
          at: now,
        });
        await mailOwner(trx, row, { decision: 'sent-back', reason }, actor, now);
        return { status: BENCH_STATES.sentBack, changed: true };
      });
    },

    /**
     * POST /CRM/UpdateBenchCandidate: the owner changes one of their consultants. A change takes a published
     * candidate off the hot list until a recruiter reviews it again (what was reviewed is no longer what is
     * shown); saving it unchanged records nothing. Refused when it would repeat another of theirs.
     */
    updateOwned(
      owner: BenchActor,
      id: string,
      input: BenchUploadRow,
      now = new Date(),
    ): Promise<BenchEditResult> {
      return changes.run(async (trx) => {
        const bench = createBenchRepository(trx, engine);
        const current = await bench.findOwned(owner.id, id);
        if (!current) return { notFound: true } as const;
        const taken = await bench.ownedDuplicateKeys(owner.id, id);
        if (benchDuplicateKeys(input).some((key) => taken.has(key))) return { refused: 'duplicate' } as const;
        const next = toBenchColumns(input);
        const fields = editedFields(current, next);
        if (fields.length === 0) return { candidate: toOwnedBenchCandidate(current) };
        const updated = {
          ...current,
          ...next,
          published_at: null,
          published_by: null,
          sent_back_at: null,
          sent_back_by: null,
          sent_back_reason: null,
        };
        await bench.update(id, next);
        await queueTalentText(trx, [{ source: 'bench', id }], now);
        await recordChange(trx, {
          actor: owner,
          action: BENCH_OWNER_AUDIT.edited,
          record: benchRecord(updated),
          fields,
          at: now,
        });
        return { candidate: toOwnedBenchCandidate(updated) };
      });
    },

    /** POST /CRM/RemoveBenchCandidate: the owner takes a consultant off their bench. */
    removeOwned(
      owner: BenchActor,
      id: string,
      now = new Date(),
    ): Promise<{ removed: true } | { notFound: true }> {
      return changes.run(async (trx) => {
        const bench = createBenchRepository(trx, engine);
        const current = await bench.findOwned(owner.id, id);
        if (!current) return { notFound: true } as const;
        await bench.remove(id);
        await recordChange(trx, {
          actor: owner,
          action: BENCH_OWNER_AUDIT.removed,
          record: benchRecord(current),
          at: now,
        });
        return { removed: true } as const;
      });
    },
  };
}

export type BenchService = ReturnType<typeof createBenchService>;
