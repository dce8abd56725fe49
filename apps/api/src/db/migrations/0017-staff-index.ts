import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every public form's POST finds the staff to alert (active recruiters and admins) in its own transaction:
 * a partial index over the few staff rows keeps that lookup from reading every account.
 */
export const staffIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('users_staff')
      .on('users')
      .columns(['status', 'email'])
      .where(sql.ref('staff_roles'), '<>', '')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_staff').execute();
  },
};
