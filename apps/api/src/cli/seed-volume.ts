import {
  ACCOUNT_STATUSES,
  APPLICATION_STATUS_CODES,
  CASE_CATEGORIES,
  CASE_PRIORITIES,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  INQUIRY_STATUS_CODES,
  MESSAGE_TYPES,
  SKILL_CATALOGUE,
  STAFF_ROLES,
  USER_TYPES,
  VISA_STATUS_CODES,
  addDays,
  type ContactUsSubmission,
  type OfficeCode,
  type SkillCategory,
} from '@smartmove/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { DEMO_JOBS, DEMO_USERS } from '../db/seed-data.js';
import { createAuditLogRepository } from '../repositories/audit-log-repository.js';
import { createCandidateLeadRepository } from '../repositories/recruiting/candidate-lead-repository.js';
import { createCandidateLeadSkillRepository } from '../repositories/recruiting/candidate-lead-skill-repository.js';
import { createCaseRepository } from '../repositories/cases/case-repository.js';
import { createContactMessageRepository } from '../repositories/recruiting/contact-message-repository.js';
import { createExpenseRepository } from '../repositories/approvals/expense-repository.js';
import { createJobApplicationsRepository } from '../repositories/recruiting/job-applications-repository.js';
import { createLeaveRepository } from '../repositories/approvals/leave-repository.js';
import { createTimeSheetEntryRepository } from '../repositories/approvals/time-sheet-entry-repository.js';
import { createTimeSheetRepository } from '../repositories/approvals/time-sheet-repository.js';
import { createUsersRepository } from '../repositories/people/users-repository.js';
import type { FileStorage } from '../adapters/file-storage.js';
import { createLocalFileStorage } from '../adapters/local-file-storage.js';
import {
  BILLED_PROJECT,
  seedVolumeBilling,
  type SeededVolumeBilling,
  type SheetRun,
} from './seed-volume-billing.js';

/**
 * Ten years of a busy firm (`npm run bench -- --volume`, bench/volume.mjs): the row counts at scale 1. The
 * rows go in through the repositories' own insert and change functions, in transactions of BATCH rows, so
 * that their rules (ids, normalised keys, defaults, decision columns) apply as in the product.
 */
export const VOLUME = {
  inquiries: 200_000,
  applications: 100_000,
  people: 20_000,
  timeSheets: 500_000,
  leaveRequests: 50_000,
  claims: 50_000,
  auditLines: 1_000_000,
  /** Clients billed, and placements on them (each covering one employee's run of time sheets). */
  clients: 200,
  placements: 5_000,
} as const;

const BATCH = 2000;
const YEARS = 10;
/** The end of the ten years: fixed, so that every run seeds the same data. */
const END = new Date('2026-11-23T00:00:00.000Z');
const START = new Date(END.getTime() - YEARS * 365.25 * 86_400_000);
const DAY_MS = 86_400_000;

/** The demo people the bench signs in as (db/seed-data.ts): the volume gives them ten years of their own. */
function demoId(phone: string): string {
  const user = DEMO_USERS.find((candidate) => candidate.phone === phone);
  if (!user) throw new Error(`no demo user has ${phone}`);
  return user.id;
}
export const VOLUME_SIGN_INS = {
  admin: '+12015550125',
  recruiter: '+12015550126',
  manager: '+12015550127',
  employee: '+12015550123',
} as const;

/** mulberry32: the same rows on every run and engine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
    /** A moment in the ten years, later ones likelier (a growing firm). */
    moment(): Date {
      return new Date(START.getTime() + Math.sqrt(next()) * (END.getTime() - START.getTime()));
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

const FIRST_NAMES = [
  'Aarav', 'Priya', 'Liam', 'Olivia', 'Noah', 'Emma', 'Rohan', 'Ananya', 'Mateo', 'Sofia', 'Wei', 'Mei',
  'Omar', 'Layla', 'Lucas', 'Chloe', 'Vikram', 'Isha', 'Ethan', 'Ava', 'Arjun', 'Kavya', 'Diego', 'Zoe',
]; // prettier-ignore
const LAST_NAMES = [
  'Sharma', 'Patel', 'Smith', 'Johnson', 'Nguyen', 'Garcia', 'Kumar', 'Chen', 'Williams', 'Brown', 'Iyer',
  'Khan', 'Martinez', 'Lee', 'Davis', 'Reddy', 'Wilson', 'Singh', 'Anderson', 'Lopez', 'Das', 'Moore',
]; // prettier-ignore
const WORDS = [
  'project', 'team', 'data', 'cloud', 'migration', 'rates', 'contract', 'platform', 'hiring', 'Python',
  'Java', 'availability', 'remote', 'urgent', 'quote', 'support', 'analytics', 'pipeline', 'budget', 'roles',
]; // prettier-ignore
const OFFICES: readonly OfficeCode[] = ['seattle', 'pune'];
const SKILLS = Object.values(SKILL_CATALOGUE).flatMap(({ category, skills }) =>
  skills.map((skill) => ({ skill, category: category as SkillCategory })),
);

function name(random: Random) {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}

function sentence(random: Random, words: number): string {
  const picked = Array.from({ length: words }, () => random.pick(WORDS));
  return `${picked.join(' ')}.`;
}

/** A fictional, unique number per person and kind of record: +1 425 2xx xxxx (people) or +91 … (records). */
function phoneOf(index: number, kind: 'person' | 'record'): string {
  return kind === 'person'
    ? `+1425${String(2_000_000 + index).padStart(7, '0')}`
    : `+9198${String(10_000_000 + index).padStart(8, '0')}`;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday of the week of `at`. */
function mondayOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return isoDay(new Date(at.getTime() - day * DAY_MS));
}

interface Person {
  id: string;
  managerId: string | null;
  /** When they joined: their records start then. */
  joined: Date;
}

export interface SeedVolumeOptions {
  /** 1 is the full volume; 0.01 a hundredth of it (development, a quick check). */
  scale?: number;
  log?: (line: string) => void;
}

/** The last period invoiced: the approved weeks after it are not invoiced yet (the margin counts them too). */
const LAST_INVOICED_PERIOD = '2026-09-30';

export interface SeededVolume {
  scale: number;
  counts: Record<keyof typeof VOLUME, number>;
  seconds: Record<keyof typeof VOLUME, number>;
  /** The clients, placements and invoices issued (counts.placements is what was asked for). */
  billing: SeededVolumeBilling | undefined;
}

/** Runs `rows` callbacks in transactions of BATCH, each on repositories built on its transaction. */
export async function inBatches<Repos>(
  db: Kysely<Database>,
  total: number,
  repositories: (trx: Transaction<Database>) => Repos,
  row: (repos: Repos, index: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += BATCH) {
    await db.transaction().execute(async (trx) => {
      const repos = repositories(trx);
      for (let index = from; index < Math.min(total, from + BATCH); index += 1) await row(repos, index);
    });
  }
}

/**
 * Fills the database with ten years of the firm (VOLUME × scale), on top of the demo seed. The volume's
 * people include managers with teams in both offices; the demo manager leads one of the teams and the demo
 * employee has ten years of time sheets, leave, claims and cases of their own.
 */
export async function seedVolume(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  fileStorage: FileStorage,
  { scale = 1, log = () => {} }: SeedVolumeOptions = {},
): Promise<SeededVolume> {
  const count = (key: keyof typeof VOLUME) => Math.max(1, Math.round(VOLUME[key] * scale));
  const counts = Object.fromEntries(
    Object.keys(VOLUME).map((key) => [key, count(key as keyof typeof VOLUME)]),
  ) as SeededVolume['counts'];
  const seconds = {} as SeededVolume['seconds'];
  const timed = async (key: keyof typeof VOLUME, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    seconds[key] = Math.round((performance.now() - started) / 100) / 10;
    log(`${key}: ${counts[key]} in ${seconds[key]} s`);
  };
  await seedDemoData(db);
  const admin = { id: demoId(VOLUME_SIGN_INS.admin), name: 'Ada Admin' };
  const demoManager = demoId(VOLUME_SIGN_INS.manager);
  const demoEmployee = demoId(VOLUME_SIGN_INS.employee);

  // People: 2% managers (approvers), 0.5% recruiters, 8% partners, the rest employees in a manager's team.
  const random = seededRandom(20_261_127);
  const managers: string[] = [demoManager];
  const recruiters: string[] = [demoId(VOLUME_SIGN_INS.recruiter)];
  const employees: Person[] = [];
  const partners: string[] = [];
  await timed('people', () =>
    inBatches(
      db,
      counts.people,
      (trx) => createUsersRepository(trx),
      async (users, index) => {
        const person = name(random);
        const share = random.next();
        const joined = random.moment();
        const role =
          share < 0.02 ? 'manager' : share < 0.025 ? 'recruiter' : share < 0.105 ? 'partner' : 'employee';
        const managerId = role === 'employee' ? random.pick(managers) : null;
        const status =
          share > 0.98
            ? ACCOUNT_STATUSES.deactivated
            : share > 0.97
              ? ACCOUNT_STATUSES.pending
              : ACCOUNT_STATUSES.active;
        const created = await users.create(
          {
            phone: phoneOf(index, 'person'),
            name: `${person.first} ${person.last}`,
            email: `${person.first}.${person.last}.${index}@example.com`.toLowerCase(),
            userType: role === 'partner' ? USER_TYPES.partner : USER_TYPES.employee,
            companyName: role === 'partner' ? `${person.last} Staffing ${index}` : null,
            status,
            staffRoles:
              role === 'manager'
                ? [STAFF_ROLES.approver]
                : role === 'recruiter'
                  ? [STAFF_ROLES.recruiter]
                  : [],
            managerId,
            office: random.pick(OFFICES),
          },
          joined,
        );
        if (!created) return;
        if (role === 'manager') managers.push(created.id);
        if (role === 'recruiter') recruiters.push(created.id);
        if (role === 'employee') employees.push({ id: created.id, managerId, joined });
        if (role === 'partner') partners.push(created.id);
      },
    ),
  );
  // The demo manager's team: every fiftieth employee joins it, so that their approvals page has a team's items.
  const team = employees.filter((_person, index) => index % 50 === 0);
  await db.transaction().execute(async (trx) => {
    const users = createUsersRepository(trx);
    for (const person of team) {
      await users.updateAccount(person.id, { managerId: demoManager }, person.joined);
      person.managerId = demoManager;
    }
  });
  const dana: Person = { id: demoEmployee, managerId: demoManager, joined: START };

  // One after the other, each with its own random sequence: the same rows whatever runs before it. (Side by
  // side they win little on a busy machine and need more connections than a loaded PostgreSQL opens in time.)
  const own = (seed: number) => seededRandom(seed);
  await timed('inquiries', () => seedInquiries(db, engine, counts.inquiries, recruiters, own(1)));
  await timed('applications', () => seedApplications(db, engine, counts.applications, recruiters, own(2)));
  let runs: SheetRun[] = [];
  await timed('timeSheets', async () => {
    runs = await seedTimeSheets(db, counts.timeSheets, employees, dana, own(3));
  });
  await timed('leaveRequests', () => seedLeave(db, counts.leaveRequests, employees, dana, own(4)));
  await timed('claims', () => seedClaims(db, engine, counts.claims, employees, dana, own(5)));
  await timed('auditLines', () => seedAudit(db, counts.auditLines, admin, recruiters, own(6)));
  // Last: the invoices' audit lines and numbers come after the ten years' other rows, as they would.
  let billing: SeededVolumeBilling | undefined;
  await timed('placements', async () => {
    billing = await seedVolumeBilling(db, engine, {
      clients: counts.clients,
      placements: counts.placements,
      runs,
      vendors: partners,
      admin,
      fileStorage,
      lastPeriodEnd: LAST_INVOICED_PERIOD,
      random: own(7),
      log,
    });
  });
  return { scale, counts, seconds, billing };
}

/** Older records are mostly settled; the last months' are new or in progress. */
function settledStatus<T extends string>(random: Random, at: Date, open: T, settled: readonly T[]): T {
  const ageDays = (END.getTime() - at.getTime()) / DAY_MS;
  const openShare = ageDays < 30 ? 0.7 : ageDays < 180 ? 0.2 : 0.03;
  return random.next() < openShare ? open : random.pick(settled);
}

async function seedInquiries(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  total: number,
  recruiters: readonly string[],
  random: Random,
) {
  await inBatches(
    db,
    total,
    (trx) => ({
      contacts: createContactMessageRepository(trx, engine),
      leads: createCandidateLeadRepository(trx, engine),
      skills: createCandidateLeadSkillRepository(trx),
    }),
    async ({ contacts, leads, skills }, index) => {
      const at = random.moment();
      const person = name(random);
      const email = `${person.first}.${person.last}${index}@example.org`.toLowerCase();
      const kind = random.next();
      let id: string;
      let repository: typeof contacts | typeof leads;
      if (kind < 0.6) {
        const consultation = kind >= 0.45;
        const base = {
          pro_firstname: person.first,
          pro_lastname: person.last,
          pro_email: email,
          pro_message: sentence(random, 12),
          pro_partnerreference: '',
          pro_employeereference: '',
        };
        const message: ContactUsSubmission = consultation
          ? {
              ...base,
              pro_messagetype: MESSAGE_TYPES.consultation,
              pro_PhoneNo: phoneOf(index, 'record'),
              pro_position: 'Engineering manager',
              pro_project: 'Commercial',
            }
          : { ...base, pro_messagetype: MESSAGE_TYPES.contact };
        id = await contacts.create(message, at);
        repository = contacts;
      } else {
        id = await leads.create(
          {
            pro_firstname: person.first,
            pro_lastname: person.last,
            pro_email: email,
            pro_PhoneNo: phoneOf(index, 'record'),
            pro_url1: `https://www.linkedin.com/in/${person.first}-${person.last}-${index}`.toLowerCase(),
            candidateSkills: [],
          },
          at,
        );
        const chosen = Array.from({ length: 1 + random.int(3) }, () => random.pick(SKILLS));
        await skills.create(
          id,
          [...new Map(chosen.map((skill) => [skill.skill, skill])).values()].map((skill) => ({
            pro_skills: skill.skill,
            pro_category: skill.category,
            pro_YrsExp: 1 + random.int(15),
          })),
        );
        repository = leads;
      }
      const status = settledStatus(random, at, 'new', INQUIRY_STATUS_CODES.slice(1));
      if (status !== 'new' || random.next() < 0.3) {
        await repository.patch(
          id,
          { status, assignedTo: random.pick(recruiters) },
          new Date(at.getTime() + DAY_MS),
        );
      }
    },
  );
}

async function seedApplications(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  total: number,
  recruiters: readonly string[],
  random: Random,
) {
  await inBatches(
    db,
    total,
    (trx) => createJobApplicationsRepository(trx, engine),
    async (applications, index) => {
      const at = random.moment();
      const person = name(random);
      const job = random.pick(DEMO_JOBS).job_name;
      // One in twenty applies twice (to the same job): the duplicate is marked, as the apply service marks it.
      const repeat = index > 0 && random.next() < 0.05;
      const email = `${person.first}.${person.last}${repeat ? index - 1 : index}@example.net`.toLowerCase();
      const phone = phoneOf(repeat ? index - 1 : index, 'record');
      const fields = {
        FirstName: person.first,
        LastName: person.last,
        Email: email,
        skillPosition: job,
        LinkedIn: `https://www.linkedin.com/in/${person.first}-${index}`.toLowerCase(),
        pro_visastatus: random.pick(VISA_STATUS_CODES),
        phoneNumber: phone,
      };
      const duplicateOf = repeat
        ? await applications.findEarlierMatch({ jobName: job, emailKey: email, phoneKey: null })
        : undefined;
      const id = await applications.create(
        {
          fields,
          jobName: job,
          resume: {
            storedName: `resumes/volume-${index}.pdf`,
            originalName: 'resume.pdf',
            mimeType: 'application/pdf',
            size: 120_000,
          },
          submittedBy: null,
          statusTokenHash: `volume-${index}`,
          duplicateOf,
        },
        at,
      );
      const status = settledStatus(random, at, 'new', APPLICATION_STATUS_CODES.slice(1));
      if (status !== 'new' || random.next() < 0.3) {
        await applications.patch(
          id,
          { status, assignedTo: random.pick(recruiters) },
          new Date(at.getTime() + DAY_MS),
        );
      }
    },
  );
}

/** Decides as the author's manager would, a few days after it was sent. */
function decisionOf(person: Person, status: string, at: Date, random: Random) {
  return {
    status,
    decided_by: person.managerId ?? '',
    decided_at: new Date(at.getTime() + (1 + random.int(4)) * DAY_MS).toISOString(),
    decision_reason: status === 'rejected' ? 'Please check the hours.' : null,
  };
}

/** Waiting (most of the last weeks), approved or rejected. */
function decidedStatus(random: Random, at: Date, approved: string): string | undefined {
  const ageDays = (END.getTime() - at.getTime()) / DAY_MS;
  if (ageDays < 21 && random.next() < 0.8) return undefined;
  if (random.next() < 0.01) return undefined;
  return random.next() < 0.95 ? approved : 'rejected';
}

/**
 * Each employee's sheets are a run of consecutive weeks from a start in their years with the firm, as many as
 * their share of the total; the demo employee has every week of the ten years.
 */
async function seedTimeSheets(
  db: Kysely<Database>,
  total: number,
  employees: readonly Person[],
  dana: Person,
  random: Random,
): Promise<SheetRun[]> {
  const lastWeek = mondayOf(END);
  const sheets: Array<{ person: Person; weekStart: string }> = [];
  const runs: SheetRun[] = [];
  const danaWeeks = Math.min(total, YEARS * 52);
  // The demo data's approved weeks of the demo employee (their placement's) stand as they are.
  const demoWeeks = new Set(
    (await db.selectFrom('time_sheets').select('week_start').where('user_id', '=', dana.id).execute()).map(
      (row) => row.week_start,
    ),
  );
  for (let week = danaWeeks - 1; week >= 0; week -= 1) {
    const weekStart = addDays(lastWeek, -7 * week);
    if (!demoWeeks.has(weekStart)) sheets.push({ person: dana, weekStart });
  }
  const perPerson = Math.max(1, Math.ceil((total - danaWeeks) / Math.max(1, employees.length)));
  for (const person of employees) {
    if (sheets.length >= total) break;
    const weeks = Math.min(perPerson, total - sheets.length);
    const latestStart = Math.max(
      0,
      Math.floor((END.getTime() - person.joined.getTime()) / (7 * DAY_MS)) - weeks,
    );
    const first = addDays(mondayOf(person.joined), 7 * random.int(latestStart + 1));
    let last: string | undefined;
    for (let week = 0; week < weeks; week += 1) {
      const weekStart = addDays(first, 7 * week);
      if (weekStart > lastWeek) break;
      sheets.push({ person, weekStart });
      last = weekStart;
    }
    if (last) runs.push({ userId: person.id, firstWeek: first, lastWeek: last });
  }
  await inBatches(
    db,
    sheets.length,
    (trx) => ({ sheets: createTimeSheetRepository(trx), entries: createTimeSheetEntryRepository(trx) }),
    async (repos, index) => {
      const sheet = sheets[index];
      if (!sheet) return;
      const { person, weekStart } = sheet;
      const submittedAt = new Date(`${addDays(weekStart, 4)}T17:00:00.000Z`);
      const draft = weekStart === lastWeek && random.next() < 0.5;
      const hours = [8, 8, 8, 8, 8 - random.int(3), 0, 0];
      const entries = [{ project: random.next() < 0.7 ? BILLED_PROJECT : 'Internal training', hours }];
      const id = await repos.sheets.save(
        person.id,
        { weekStart, status: draft ? 'draft' : 'submitted', entries },
        undefined,
        submittedAt,
      );
      await repos.entries.replace(id, entries);
      const status = draft ? undefined : decidedStatus(random, submittedAt, 'approved');
      if (status && person.managerId) {
        await repos.sheets.decide([id], decisionOf(person, status, submittedAt, random));
      }
    },
  );
  return runs;
}

async function seedLeave(
  db: Kysely<Database>,
  total: number,
  employees: readonly Person[],
  dana: Person,
  random: Random,
) {
  await inBatches(
    db,
    total,
    (trx) => createLeaveRepository(trx),
    async (leaves, index) => {
      const person = index % 1000 === 0 ? dana : random.pick(employees);
      const at = random.moment();
      const fromDate = addDays(mondayOf(at), 14 + random.int(60));
      const days = 1 + random.int(5);
      const leaveType = random.next() < 0.8 ? 'pto' : 'sick';
      const leave = await leaves.create(
        person.id,
        {
          leaveType,
          fromDate,
          toDate: addDays(fromDate, days - 1),
          reason: 'Family time',
          confirmPastDates: true,
        },
        days,
        undefined,
        at,
      );
      const status = decidedStatus(random, at, 'approved');
      if (status && person.managerId) await leaves.decide([leave.id], decisionOf(person, status, at, random));
    },
  );
}

async function seedClaims(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  total: number,
  employees: readonly Person[],
  dana: Person,
  random: Random,
) {
  await inBatches(
    db,
    total,
    (trx) => ({ claims: createExpenseRepository(trx), cases: createCaseRepository(trx, engine) }),
    async ({ claims, cases }, index) => {
      const person = index % 500 === 0 ? dana : random.pick(employees);
      const at = random.moment();
      const claim = await claims.create(
        person.id,
        {
          expenseDate: isoDay(new Date(at.getTime() - random.int(20) * DAY_MS)),
          category: random.pick(EXPENSE_CATEGORIES),
          // Minor units, as every amount: 10.00 to 509.99.
          amount: 1_000 + random.int(50_000),
          currency: random.pick(EXPENSE_CURRENCIES),
          description: sentence(random, 6),
        },
        {
          storedName: `receipts/volume-${index}.pdf`,
          originalName: 'receipt.pdf',
          mimeType: 'application/pdf',
          size: 40_000,
        },
        at,
      );
      const status = decidedStatus(random, at, 'approved');
      if (status && person.managerId) {
        const decision = decisionOf(person, status, at, random);
        await claims.decide([claim.id], decision);
        if (status === 'approved' && random.next() < 0.9) {
          await claims.markPaid(
            claim.id,
            new Date(Date.parse(decision.decided_at) + 3 * DAY_MS).toISOString(),
          );
        }
      }
      // A case for every tenth claim: the cases inbox and a person's cases have ten years too.
      if (index % 10 === 0) {
        await cases.create(
          person.id,
          {
            title: `Question about ${random.pick(WORDS)}`,
            category: random.pick(CASE_CATEGORIES),
            priority: random.pick(CASE_PRIORITIES),
            description: sentence(random, 15),
          },
          at,
        );
      }
    },
  );
}

const AUDIT_ACTIONS = [
  { action: 'signed in', kind: 'user' },
  { action: 'changed status', kind: 'inquiry' },
  { action: 'assigned', kind: 'application' },
  { action: 'approved', kind: 'time-sheet' },
  { action: 'approved', kind: 'leave' },
  { action: 'marked paid', kind: 'claim' },
  { action: 'exported CSV', kind: 'inquiry' },
  { action: 'added note', kind: 'application' },
] as const;

async function seedAudit(
  db: Kysely<Database>,
  total: number,
  admin: { id: string; name: string },
  recruiters: readonly string[],
  random: Random,
) {
  await inBatches(
    db,
    total,
    (trx) => createAuditLogRepository(trx),
    async (audit, index) => {
      const entry = random.pick(AUDIT_ACTIONS);
      const actorIsAdmin = random.next() < 0.2;
      const person = name(random);
      await audit.record(
        {
          actorId: actorIsAdmin ? admin.id : random.pick(recruiters),
          actorName: actorIsAdmin ? admin.name : `${person.first} ${person.last}`,
          action: entry.action,
          recordKind: entry.kind,
          recordId: `volume-${index}`,
          recordLabel: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        },
        random.moment(),
      );
    },
  );
}

/**
 * Seeds the database of DATABASE_URL (or DATA_DIR's SQLite file) after migrating it: what bench/volume.mjs
 * calls before it starts the product on the same database.
 */
export async function seedVolumeDatabase(
  target: { databaseUrl?: string | undefined; dataDir: string },
  options: SeedVolumeOptions,
): Promise<SeededVolume> {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db, handle.engine);
    const fileStorage = createLocalFileStorage({ dataDir: target.dataDir, minFreeBytes: 0 });
    const seeded = await seedVolume(handle.db, handle.engine, fileStorage, options).finally(() =>
      fileStorage.close(),
    );
    // Ten years in, autovacuum has long since counted the rows and marked the pages all-visible (the
    // planner's statistics, index-only scans): what a freshly filled database has not had time for.
    if (handle.engine === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    return seeded;
  } finally {
    // SQLite's checkpointer thread does not keep the process alive (unref'd): nothing else may, while it stops.
    const keepAlive = setInterval(() => {}, 1000);
    await handle.close().finally(() => clearInterval(keepAlive));
  }
}
