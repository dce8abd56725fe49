import type { Kysely, Migration } from 'kysely';

/**
 * Projects (docs/product.md#back-office): the firm's projects, added by an admin, and who is assigned to
 * each. An employee's time sheet rows choose from their assigned projects; a time sheet entry keeps the
 * project's name as text, so weeks saved before (free text) still read as they were.
 */
export const projects: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      // The name trimmed and lower-cased: two projects never differ only in case or spaces.
      .addColumn('name_key', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await db.schema
      .createTable('project_assignments')
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('assigned_at', 'text', (col) => col.notNull())
      .addColumn('assigned_by', 'text')
      .addPrimaryKeyConstraint('project_assignments_pk', ['project_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('project_assignments_user')
      .on('project_assignments')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('project_assignments').execute();
    await db.schema.dropTable('projects').execute();
  },
};
