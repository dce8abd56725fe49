import { ACCOUNT_STATUSES } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The staff member acting on an inquiry or an application. */
export interface InboxActor {
  id: string;
  name: string;
}

export type InboxUpdateResult = { updated: true } | { notFound: true } | { invalidAssignee: true };

/** Whether the user is an active account holding a staff role (someone a record may be assigned to). */
export async function isActiveStaffMember(db: Kysely<Database>, userId: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('status', '=', ACCOUNT_STATUSES.active)
    .where('staff_roles', '!=', '')
    .executeTakeFirst();
  return user !== undefined;
}
