import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  DEFAULT_OFFICE,
  OFFICE_CODES,
  PRIVACY_NOTICE_VERSION,
  addDays,
  defaultHolidays,
  toEmailKey,
  toPhoneKey,
  weekLabel,
} from '@smartmove/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { toRateCardRows } from './rate-card-rows.js';
import type { Database } from './schema.js';
import {
  DEMO_APPLICATION,
  DEMO_APPROVED_WEEKS,
  DEMO_BENCH_CANDIDATES,
  DEMO_CLIENTS,
  DEMO_PLACEMENTS,
  DEMO_JOBS,
  DEMO_PROJECTS,
  DEMO_PROPERTIES,
  DEMO_RATE_CARD,
  DEMO_REALTOR_LEADS,
  DEMO_USERS,
  DEMO_VENDOR_BILL,
} from './seed-data.js';

/** Inserts the demo data; rows that already exist (by id) are left as they are. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      // Every row names the same columns (SQLite has no DEFAULT in a multi-row VALUES).
      .values(
        DEMO_USERS.map((user) => ({
          ...user,
          status: ACCOUNT_STATUSES.active,
          staff_roles: user.staff_roles ?? '',
          manager_id: user.manager_id ?? null,
          office: user.office ?? DEFAULT_OFFICE,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Before the jobs: a demo job names its client.
    await trx
      .insertInto('clients')
      .values(DEMO_CLIENTS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('c2c_jobs')
      .values(DEMO_JOBS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('bench_candidates')
      // The firm's own demo candidates are on the hot list from the start.
      .values(
        DEMO_BENCH_CANDIDATES.map((row) => ({ ...row, published_at: row.created_at, published_by: null })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('properties')
      .values(DEMO_PROPERTIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('realtor_leads')
      .values(DEMO_REALTOR_LEADS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await queueUnindexed(
      trx,
      'bench',
      DEMO_BENCH_CANDIDATES.map((row) => row.id),
    );
    await seedRateCard(trx);
    await seedHolidays(trx);
    await seedProjects(trx);
    await seedBilling(trx);
    await seedVendorBill(trx);
  });
}

/** Queues the talent search's job (migration 0053) of each seeded record that has no search entry yet. */
async function queueUnindexed(
  trx: Transaction<Database>,
  source: 'bench' | 'application',
  ids: readonly string[],
): Promise<void> {
  const now = new Date().toISOString();
  const column = source === 'bench' ? 'bench_id' : 'application_id';
  for (const id of ids) {
    await sql`insert into talent_jobs (source, record_id, queued_at, due_at, attempts)
      select ${source}, ${id}, ${now}, ${now}, 0
      where not exists (select 1 from talent_documents where ${sql.ref(column)} = ${id})
      on conflict do nothing`.execute(trx);
  }
}

/** The stored demo resume: its name in the file storage and its size. */
export interface SeededResume {
  storedName: string;
  size: number;
}

/**
 * The demo application (DEMO_APPLICATION), once: its resume is stored by `storeResume` (the file storage's)
 * only when the application is missing, and its talent job is queued with it. Stored now, so that the
 * retention job keeps it as long as any new application.
 */
export async function seedDemoApplication(
  db: Kysely<Database>,
  storeResume: () => Promise<SeededResume>,
  now: Date = new Date(),
): Promise<void> {
  const existing = await db
    .selectFrom('job_applications')
    .select('id')
    .where('id', '=', DEMO_APPLICATION.id)
    .executeTakeFirst();
  if (existing) return;
  const resume = await storeResume();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('job_applications')
      .values({
        ...DEMO_APPLICATION,
        resume_file_name: resume.storedName,
        resume_size: resume.size,
        submitted_by_user_id: null,
        status: 'new',
        created_at: at,
        consent_at: at,
        notice_version: PRIVACY_NOTICE_VERSION,
        status_token_hash: null,
        email_key: toEmailKey(DEMO_APPLICATION.email),
        phone_key: toPhoneKey(DEMO_APPLICATION.phone),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await queueUnindexed(trx, 'application', [DEMO_APPLICATION.id]);
  });
}

/**
 * The demo placements and approved weeks (the clients are stored before the jobs) (docs/product.md#billing); a row already there (an earlier
 * seed, or finance's edits) is left as it is. Week ids are derived from the placement, so a second start adds
 * none.
 */
async function seedBilling(db: Kysely<Database>): Promise<void> {
  const added = await db
    .insertInto('placements')
    .values(DEMO_PLACEMENTS.map(({ billRate: _bill, payRate: _pay, ...placement }) => placement))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const addedIds = new Set(added.map((row) => row.id));
  for (const [index, placement] of DEMO_PLACEMENTS.entries()) {
    if (!addedIds.has(placement.id)) continue;
    await db
      .insertInto('placement_rates')
      .values({
        id: `00000000-0000-4000-8000-00000000d00${index + 1}`,
        placement_id: placement.id,
        effective_from: placement.start_date,
        bill_rate: placement.billRate,
        pay_rate: placement.payRate,
        overtime_bill_rate: null,
        overtime_pay_rate: null,
        created_at: placement.created_at,
        created_by: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [week, weekStart] of DEMO_APPROVED_WEEKS.entries()) {
      // An approved week stands as the consultant left it; one they already keep for that week is theirs.
      const existing = await db
        .selectFrom('time_sheets')
        .select('id')
        .where('user_id', '=', placement.user_id)
        .where('week_start', '=', weekStart)
        .executeTakeFirst();
      if (existing) continue;
      const sheetId = `00000000-0000-4000-8000-0000000e${index + 1}${week}00`;
      await db
        .insertInto('time_sheets')
        .values({
          id: sheetId,
          user_id: placement.user_id,
          week_start: weekStart,
          status: 'approved',
          total_hours: 40,
          submitted_at: `${weekStart}T17:00:00.000Z`,
          created_at: `${weekStart}T17:00:00.000Z`,
          updated_at: `${weekStart}T17:00:00.000Z`,
          decided_by: null,
          decided_at: `${weekStart}T18:00:00.000Z`,
          decision_reason: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .insertInto('time_sheet_entries')
        .values({
          id: `00000000-0000-4000-8000-0000000f${index + 1}${week}00`,
          time_sheet_id: sheetId,
          position: 0,
          project: placement.project,
          hours_mon: 8,
          hours_tue: 8,
          hours_wed: 8,
          hours_thu: 8,
          hours_fri: 8,
          hours_sat: 0,
          hours_sun: 0,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

/** Parker Partner's paid vendor bill (DEMO_VENDOR_BILL), with the days it pays; left as it is once there. */
async function seedVendorBill(db: Kysely<Database>): Promise<void> {
  const bill = DEMO_VENDOR_BILL;
  const weekHours = 40 * 100;
  const lineAmount = (weekHours * bill.payRate) / 100;
  const added = await db
    .insertInto('vendor_bills')
    .values({
      id: bill.id,
      vendor_user_id: bill.vendorUserId,
      currency: 'USD',
      status: 'paid',
      period_end: bill.periodEnd,
      total: lineAmount * bill.weeks.length,
      created_at: bill.paidAt,
      updated_at: bill.paidAt,
      approved_at: bill.paidAt,
      paid_at: bill.paidAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  if (added.length === 0) return;
  await db
    .insertInto('vendor_bill_lines')
    .values(
      bill.weeks.map((weekStart, position) => ({
        id: `${bill.id.slice(0, -3)}1${position}0`,
        vendor_bill_id: bill.id,
        position,
        kind: 'time',
        description: `${bill.userName} — ${bill.project}, ${weekLabel(weekStart)}`,
        user_id: bill.userId,
        week_start: weekStart,
        hours: weekHours,
        rate: bill.payRate,
        amount: lineAmount,
      })),
    )
    .execute();
  await db
    .insertInto('vendor_billed_days')
    .values(
      bill.weeks.flatMap((weekStart, week) =>
        [0, 1, 2, 3, 4].map((day) => ({
          id: `${bill.id.slice(0, -3)}2${week}${day}`,
          vendor_bill_id: bill.id,
          placement_id: bill.placementId,
          user_id: bill.userId,
          project_key: bill.project.toLowerCase(),
          work_date: addDays(weekStart, day),
          sequence: 0,
          regular_hours: 800,
          overtime_hours: 0,
        })),
      ),
    )
    .execute();
}

/**
 * The office holiday calendars of this year and the next (Seattle: US federal holidays, Pune: Indian
 * national holidays): a year an office already has holidays in is left to the admins' edits, so a
 * holiday they removed does not come back at the next start.
 */
export async function seedHolidays(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  const createdAt = now.toISOString();
  for (const office of OFFICE_CODES) {
    for (const calendarYear of [year, year + 1]) {
      const existing = await db
        .selectFrom('office_holidays')
        .select('id')
        .where('office', '=', office)
        .where('date', '>=', `${calendarYear}-01-01`)
        .where('date', '<=', `${calendarYear}-12-31`)
        .limit(1)
        .executeTakeFirst();
      if (existing) continue;
      await db
        .insertInto('office_holidays')
        .values(
          defaultHolidays(office, calendarYear).map((holiday) => ({
            id: randomUUID(),
            office,
            date: holiday.date,
            name: holiday.name,
            created_at: createdAt,
            created_by: null,
          })),
        )
        // Two processes seeding one PostgreSQL at once: the second's rows are already there.
        .onConflict((oc) => oc.columns(['office', 'date']).doNothing())
        .execute();
    }
  }
}

/**
 * The demo projects that are not there yet, with their people. A project already there (an earlier seed,
 * or an admin who added one of that name) keeps its assignments as the admin left them: only a project the
 * seed itself adds now gets the seed's assignees.
 */
async function seedProjects(db: Kysely<Database>): Promise<void> {
  const added = await db
    .insertInto('projects')
    .values(DEMO_PROJECTS.map(({ assignees: _assignees, ...project }) => project))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const addedIds = new Set(added.map((row) => row.id));
  const assignments = DEMO_PROJECTS.filter((project) => addedIds.has(project.id)).flatMap((project) =>
    project.assignees.map((userId) => ({
      project_id: project.id,
      user_id: userId,
      assigned_at: project.created_at,
      assigned_by: null,
    })),
  );
  if (assignments.length === 0) return;
  await db
    .insertInto('project_assignments')
    .values(assignments)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The rate card for each skill that has none yet: a skill an admin has re-banded keeps its bands (adding
 * the seed's beside them would overlap), and a skill new to the catalogue gets its starting bands.
 */
async function seedRateCard(db: Kysely<Database>): Promise<void> {
  const priced = new Set(
    (await db.selectFrom('rate_card').select('skill').distinct().execute()).map((row) => row.skill),
  );
  const rows = toRateCardRows(
    DEMO_RATE_CARD.filter((entry) => !priced.has(entry.skill)),
    new Date(),
    null,
  );
  if (rows.length === 0) return;
  await db
    .insertInto('rate_card')
    .values(rows)
    // Two processes seeding one PostgreSQL at once: the second's rows are already there.
    .onConflict((oc) => oc.columns(['skill', 'min_years']).doNothing())
    .execute();
}
