import { randomUUID } from 'node:crypto';
import { projectKey } from '@smartmove/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, ProjectsTable } from '../../db/schema.js';

export type ProjectRow = Selectable<ProjectsTable>;

/** The firm's projects (the projects table); a name is taken once, whatever its case or spaces. */
export function createProjectRepository(trx: Transaction<Database>) {
  return {
    /** A new project; throws a unique violation when one of that name exists. */
    async create(name: string, createdBy: string, at: Date): Promise<ProjectRow> {
      const row = {
        id: randomUUID(),
        name,
        name_key: projectKey(name),
        created_at: at.toISOString(),
        created_by: createdBy,
      };
      await trx.insertInto('projects').values(row).execute();
      return row;
    },

    find(id: string): Promise<ProjectRow | undefined> {
      return trx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
