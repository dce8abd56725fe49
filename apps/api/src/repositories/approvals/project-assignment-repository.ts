import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Who is assigned to which project (project_assignments). */
export function createProjectAssignmentRepository(trx: Transaction<Database>) {
  return {
    /** The people assigned to the project. */
    listAssignees(projectId: string): Promise<Array<{ id: string; name: string }>> {
      return trx
        .selectFrom('project_assignments')
        .innerJoin('users', 'users.id', 'project_assignments.user_id')
        .select(['users.id', 'users.name'])
        .where('project_assignments.project_id', '=', projectId)
        .execute();
    },

    async add(projectId: string, userIds: readonly string[], assignedBy: string, at: Date): Promise<void> {
      if (userIds.length === 0) return;
      await trx
        .insertInto('project_assignments')
        .values(
          userIds.map((userId) => ({
            project_id: projectId,
            user_id: userId,
            assigned_at: at.toISOString(),
            assigned_by: assignedBy,
          })),
        )
        .execute();
    },

    async remove(projectId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await trx
        .deleteFrom('project_assignments')
        .where('project_id', '=', projectId)
        .where('user_id', 'in', userIds)
        .execute();
    },
  };
}

export type ProjectAssignmentRepository = ReturnType<typeof createProjectAssignmentRepository>;
