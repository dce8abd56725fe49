import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  FAKE_EMAIL_DOMAIN,
  STAFF_ROLES,
  DEFAULT_OFFICE,
  isOfficeCode,
  isStaffRole,
  type OfficeCode,
  type AccountStatus,
  type Page,
  type StaffRole,
  type UserType,
  USER_TYPES,
} from '@smartmove/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { containsPattern, lowerLike, readPage, type PageRequest } from '../pagination.js';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database, UsersTable } from '../../db/schema.js';

export interface User {
  id: string;
  phone: string;
  name: string;
  email: string;
  userType: UserType;
  companyName: string | null;
  companyWebsite: string | null;
  profileImageName: string | null;
  createdAt: string;
  status: AccountStatus;
  staffRoles: StaffRole[];
  managerId: string | null;
  /** The office whose holidays the person has off. */
  office: OfficeCode;
  /** Whether the person gets the Friday reminder and the Monday digest (the switch on My profile). */
  remindersEnabled: boolean;
}

export interface NewUser {
  phone: string;
  name: string;
  email: string;
  userType: UserType;
  companyName?: string | null | undefined;
  /** active unless given: self-registered accounts start pending. */
  status?: AccountStatus;
  staffRoles?: readonly StaffRole[];
  managerId?: string | null;
  office?: OfficeCode;
}

/** A user on the People page, with their manager's name. */
export interface PersonRow extends User {
  managerName: string | null;
}

export interface PeopleFilter extends PageRequest {
  search?: string | undefined;
  status?: AccountStatus | undefined;
  userType?: UserType | undefined;
  /** Only people holding this staff role (the Manager select: approvers). */
  staffRole?: StaffRole | undefined;
}

/** What an admin changes about an account; only the fields given. */
export interface AccountChange {
  name?: string;
  /** E.164; the caller has checked that no other account has it. */
  phone?: string;
  email?: string;
  status?: AccountStatus;
  staffRoles?: readonly StaffRole[];
  managerId?: string | null;
  office?: OfficeCode;
}

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    userType: row.user_type as UserType,
    companyName: row.company_name,
    companyWebsite: row.company_website ?? null,
    profileImageName: row.profile_image_name ?? null,
    createdAt: row.created_at,
    status: (row.status as AccountStatus | undefined) ?? ACCOUNT_STATUSES.active,
    staffRoles: parseStaffRoles(row.staff_roles),
    managerId: row.manager_id ?? null,
    office: row.office && isOfficeCode(row.office) ? row.office : DEFAULT_OFFICE,
    remindersEnabled: Number(row.reminders_enabled ?? 1) !== 0,
  };
}

/** The users.staff_roles column: role codes separated by commas, '' for none. */
export function parseStaffRoles(column: string | undefined): StaffRole[] {
  return (column ?? '').split(',').filter(isStaffRole);
}

export function formatStaffRoles(roles: readonly StaffRole[]): string {
  return [...new Set(roles)].sort().join(',');
}

/** Accounts as read: by id or phone, the staff, the People page, the active admins and employees. */
export function createUsersQueries(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async findByPhone(phone: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    /** Active accounts holding any staff role, by name. */
    async listStaff(request: PageRequest): Promise<Page<User>> {
      const staff = db
        .selectFrom('users')
        .where('status', '=', ACCOUNT_STATUSES.active)
        .where('staff_roles', '!=', '');
      return readPage(
        staff,
        request,
        (list) => list.selectAll().orderBy('name').orderBy('id'),
        (rows) => rows.map(toUser),
      );
    },

    /** Everyone, newest first: search by name, phone or e-mail, filter by state and role. */
    async listPeople(filter: PeopleFilter): Promise<Page<PersonRow>> {
      let people = db.selectFrom('users as u').leftJoin('users as m', 'm.id', 'u.manager_id');
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        const digits = filter.search.replace(/[^\d+]/g, '');
        people = people.where((eb) =>
          eb.or([
            lowerLike('u.name', pattern),
            lowerLike('u.email', pattern),
            ...(digits.replace('+', '') ? [lowerLike('u.phone', containsPattern(digits))] : []),
          ]),
        );
      }
      if (filter.status) people = people.where('u.status', '=', filter.status);
      if (filter.userType !== undefined) people = people.where('u.user_type', '=', filter.userType);
      if (filter.staffRole) {
        people = people.where(sql<string>`(',' || u.staff_roles || ',')`, 'like', `%,${filter.staffRole},%`);
      }
      return readPage(
        people,
        filter,
        (list) =>
          list
            .selectAll('u')
            .select('m.name as manager_name')
            .orderBy('u.created_at', 'desc')
            .orderBy('u.id'),
        (rows) => rows.map(({ manager_name, ...row }) => ({ ...toUser(row), managerName: manager_name })),
      );
    },

    /** The e-mail addresses of the active admins (told of each new sign-up), placeholders left out. */
    async listActiveAdminEmails(): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('email')
        // staff_roles <> '' first: the partial index users_staff (migration 0017) holds only staff.
        .where('staff_roles', '<>', '')
        .where(sql<string>`(',' || staff_roles || ',')`, 'like', `%,${STAFF_ROLES.admin},%`)
        .where('status', '=', ACCOUNT_STATUSES.active)
        .where('email', '!=', '')
        .where('email', 'not like', `%${FAKE_EMAIL_DOMAIN}`)
        .execute();
      return [...new Map(rows.map((row) => [row.email.toLowerCase(), row.email])).values()];
    },

    /** Whether the user is an active account holding a staff role (someone a record may be assigned to). */
    async isActiveStaff(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select(['status', 'staff_roles'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.status === ACCOUNT_STATUSES.active && parseStaffRoles(row.staff_roles).length > 0;
    },

    /** Those of `ids` who are active employees (the people a project may have), with their names. */
    async listActiveEmployees(ids: readonly string[]): Promise<Array<{ id: string; name: string }>> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .where('user_type', '=', USER_TYPES.employee)
        .where('status', '=', ACCOUNT_STATUSES.active)
        .execute();
    },

    async existsByPhone(phone: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row !== undefined;
    },

    /** Every account with this e-mail address, compared without case. */
    async listByEmail(email: string): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .limit(2)
        .execute();
      return rows.map(toUser);
    },
  };
}

/**
 * Accounts of the phone login (the users table). Phone numbers are E.164 and unique. Use it inside a
 * transaction to change a user together with rows of another table.
 */
export function createUsersRepository(trx: Transaction<Database>) {
  return {
    ...createUsersQueries(trx),
    /** Turns the person's reminders on or off; false when there is no such user. */
    async setRemindersEnabled(id: string, enabled: boolean): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ reminders_enabled: enabled ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sets the name, phone, e-mail, state, staff roles, manager or office; false when there is no such user. */
    async updateAccount(id: string, change: AccountChange, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.phone === undefined ? {} : { phone: change.phone }),
          ...(change.email === undefined ? {} : { email: change.email }),
          ...(change.status === undefined
            ? {}
            : { status: change.status, status_changed_at: now.toISOString() }),
          ...(change.staffRoles === undefined ? {} : { staff_roles: formatStaffRoles(change.staffRoles) }),
          ...(change.managerId === undefined ? {} : { manager_id: change.managerId }),
          ...(change.office === undefined ? {} : { office: change.office }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Creates the account; undefined when the phone number already has one. */
    async create(user: NewUser, now: Date): Promise<User | undefined> {
      const row = await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          phone: user.phone,
          name: user.name,
          email: user.email,
          user_type: user.userType,
          company_name: user.companyName ?? null,
          created_at: now.toISOString(),
          status: user.status ?? ACCOUNT_STATUSES.active,
          staff_roles: formatStaffRoles(user.staffRoles ?? []),
          manager_id: user.managerId ?? null,
          office: user.office ?? DEFAULT_OFFICE,
        })
        .onConflict((conflict) => conflict.column('phone').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    /** Name and e-mail, as the portal's personal information saves them; false when there is no such user. */
    async updateNameAndEmail(id: string, details: { name: string; email: string }): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ name: details.name, email: details.email })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * PostgreSQL: holds the user's row until the transaction ends, so that two requests of one user are
     * checked one after the other (leave balances). SQLite already runs one write transaction at a time.
     */
    async lock(id: string, engine: DatabaseEngine): Promise<void> {
      if (engine === 'postgres') await sql`select id from users where id = ${id} for update`.execute(trx);
    },

    async updateCompany(id: string, company: { companyName: string; companyWebsite: string | null }) {
      await trx
        .updateTable('users')
        .set({ company_name: company.companyName, company_website: company.companyWebsite })
        .where('id', '=', id)
        .execute();
    },

    async setProfileImage(id: string, fileName: string): Promise<void> {
      await trx.updateTable('users').set({ profile_image_name: fileName }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export type UsersQueries = ReturnType<typeof createUsersQueries>;
