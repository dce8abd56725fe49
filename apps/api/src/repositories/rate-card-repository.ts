import { randomUUID } from 'node:crypto';
import { RECORD_KINDS, type InquiryStatus, type RateCardBand, type SkillYears } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAuditLogRepository, type AuditEntry } from './audit-log-repository.js';
import { createMailOutboxRepository, type OutgoingMail } from './mail-outbox-repository.js';
import { createRecordHistoryRepository } from './record-history-repository.js';

export interface StoredRateCard {
  /** Each priced skill's bands, by years. */
  bands: Map<string, RateCardBand[]>;
  updatedAt: string | null;
  /** The name of who changed it last; null while it is the seed's. */
  updatedBy: string | null;
}

export interface Actor {
  id: string;
  name: string;
}

export interface KnowYourWorthLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  skills: SkillYears[];
}

const OFFER_SENT: InquiryStatus = 'offer-sent';

/**
 * The know-your-worth rate card and the offers sent from it (docs/product.md#back-office). A change of the
 * card and an offer each commit in one transaction with their audit line (and the offer with its e-mail).
 */
export function createRateCardRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<StoredRateCard> {
      const rows = await db
        .selectFrom('rate_card')
        .leftJoin('users', 'users.id', 'rate_card.updated_by')
        .select([
          'rate_card.skill',
          'rate_card.min_years',
          'rate_card.max_years',
          'rate_card.rate_min',
          'rate_card.rate_max',
          'rate_card.updated_at',
          'users.name as updated_by_name',
        ])
        .orderBy('rate_card.skill')
        .orderBy('rate_card.min_years')
        .execute();
      const bands = new Map<string, RateCardBand[]>();
      let latest: { at: string; by: string | null } | null = null;
      for (const row of rows) {
        const skillBands = bands.get(row.skill) ?? [];
        skillBands.push({
          minYears: Number(row.min_years),
          maxYears: row.max_years === null ? null : Number(row.max_years),
          rateMin: Number(row.rate_min),
          rateMax: Number(row.rate_max),
        });
        bands.set(row.skill, skillBands);
        if (!latest || row.updated_at > latest.at) latest = { at: row.updated_at, by: row.updated_by_name };
      }
      return { bands, updatedAt: latest?.at ?? null, updatedBy: latest?.by ?? null };
    },

    /** Replaces the bands of each skill given; the other skills keep theirs. */
    async replace(
      skills: ReadonlyArray<{ skill: string; bands: readonly RateCardBand[] }>,
      actor: Actor,
      now: Date = new Date(),
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('rate_card')
          .where(
            'skill',
            'in',
            skills.map((entry) => entry.skill),
          )
          .execute();
        await trx
          .insertInto('rate_card')
          .values(
            skills.flatMap((entry) =>
              entry.bands.map((band) => ({
                id: randomUUID(),
                skill: entry.skill,
                min_years: band.minYears,
                max_years: band.maxYears,
                rate_min: band.rateMin,
                rate_max: band.rateMax,
                updated_at: now.toISOString(),
                updated_by: actor.id,
              })),
            ),
          )
          .execute();
        await createAuditLogRepository(trx).record(
          {
            actorId: actor.id,
            actorName: actor.name,
            action: 'updated rate card',
            recordKind: RECORD_KINDS.rateCard,
            recordId: null,
            recordLabel: skills.length === 1 ? `Rate card: ${skills[0]?.skill ?? ''}` : 'Rate card',
          },
          now,
        );
      });
    },

    /** A know-your-worth lead with its skills and years, in the order sent; undefined when there is none. */
    async findLead(id: string): Promise<KnowYourWorthLead | undefined> {
      const lead = await db
        .selectFrom('candidate_leads')
        .select(['id', 'first_name', 'last_name', 'email', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) return undefined;
      const skills = await db
        .selectFrom('candidate_lead_skills')
        .select(['skill', 'years_experience'])
        .where('lead_id', '=', id)
        .orderBy('position')
        .execute();
      return {
        id: lead.id,
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        status: lead.status,
        skills: skills.map((row) => ({ skill: row.skill, years: Number(row.years_experience) })),
      };
    },

    /**
     * In one transaction: the offer e-mail into the outbox, the lead's status to Offer sent with its history
     * line, and the audit line. False when the lead does not exist (nothing is written).
     */
    async sendOffer(
      leadId: string,
      mail: (lead: KnowYourWorthLead) => Omit<OutgoingMail, 'to' | 'causeKind' | 'causeId'>,
      actor: Actor,
      now: Date = new Date(),
    ): Promise<{ status: InquiryStatus } | undefined> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom('candidate_leads')
          .select(['id', 'first_name', 'last_name', 'email', 'status'])
          .where('id', '=', leadId)
          .executeTakeFirst();
        if (!lead) return undefined;
        const at = now.toISOString();
        const name = `${lead.first_name} ${lead.last_name}`.trim();
        const message = mail({
          id: lead.id,
          firstName: lead.first_name,
          lastName: lead.last_name,
          email: lead.email,
          status: lead.status,
          skills: [],
        });
        await createMailOutboxRepository(trx).enqueue(
          [{ ...message, to: lead.email, causeKind: 'offer', causeId: lead.id }],
          now,
        );
        await trx
          .updateTable('candidate_leads')
          .set({ status: OFFER_SENT, updated_at: at })
          .where('id', '=', lead.id)
          .execute();
        if (lead.status !== OFFER_SENT) {
          await createRecordHistoryRepository(trx).addChanges(
            { kind: RECORD_KINDS.inquiry, id: lead.id },
            actor.id,
            [{ field: 'status', oldValue: lead.status, newValue: OFFER_SENT }],
            now,
          );
        }
        const entry: AuditEntry = {
          actorId: actor.id,
          actorName: actor.name,
          action: 'sent offer',
          recordKind: RECORD_KINDS.inquiry,
          recordId: lead.id,
          recordLabel: name,
        };
        await createAuditLogRepository(trx).record(entry, now);
        return { status: OFFER_SENT };
      });
    },
  };
}

export type RateCardRepository = ReturnType<typeof createRateCardRepository>;
