import type { Kysely, Migration } from 'kysely';

/**
 * A manager's approvals at ten years (bench/volume.mjs): their team is found by `users.manager_id`, the team's
 * waiting time sheets by (status, user_id) in the order they wait, and the leave of a request's colleagues that
 * overlaps it by (user_id, to_date), so that a page reads the team's current items, not every waiting item of
 * the firm nor every colleague's leave of ten years; the open claims are counted by (status, user_id) alone.
 * Listed here rather than imported: a migration is frozen.
 */
const INDEXES = [
  ['users_manager', 'users', ['manager_id']],
  ['time_sheets_waiting_user', 'time_sheets', ['status', 'user_id', 'submitted_at', 'id']],
  ['leave_requests_user_to', 'leave_requests', ['user_id', 'to_date']],
  ['expenses_open_user', 'expenses', ['status', 'user_id', 'created_at', 'id']],
] as const;

export const teamIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
