import { PROJECT_AUDIT, RECORD_KINDS, type Project } from '@smartmove/contract';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { createProjectAssignmentRepository } from '../../repositories/approvals/project-assignment-repository.js';
import { createProjectQueries } from '../../repositories/approvals/project-queries.js';
import { createProjectRepository } from '../../repositories/approvals/project-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

export type AddProjectResult = { project: Project } | { refused: 'taken' };
export type AssignProjectResult = { project: Project } | { refused: 'not-found' | 'not-employees' };

/** The firm's projects and who is assigned to each: every change with its audit line, in one transaction. */
export function createProjectService({ changes }: ServiceDeps) {
  return {
    /** A new project with nobody assigned yet; refused when one of that name (any case) exists. */
    async create(name: string, actor: Actor & { id: string }, at = new Date()): Promise<AddProjectResult> {
      try {
        return await changes.run(async (trx) => {
          const row = await createProjectRepository(trx).create(name, actor.id, at);
          await recordChange(trx, {
            actor,
            action: PROJECT_AUDIT.added,
            record: { kind: RECORD_KINDS.project, id: row.id, label: row.name },
            at,
          });
          return { project: { id: row.id, name: row.name, createdAt: row.created_at, assignees: [] } };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { refused: 'taken' };
        throw error;
      }
    },

    /**
     * The project's people become exactly `userIds` (active employees only); each person added or
     * removed is one audit line.
     */
    updateAssignments(
      projectId: string,
      userIds: readonly string[],
      actor: Actor & { id: string },
      at = new Date(),
    ): Promise<AssignProjectResult> {
      const wanted = [...new Set(userIds)];
      return changes.run(async (trx) => {
        const project = await createProjectRepository(trx).find(projectId);
        if (!project) return { refused: 'not-found' } as const;
        const assignments = createProjectAssignmentRepository(trx);
        const current = await assignments.listAssignees(projectId);
        const currentIds = new Set(current.map((row) => row.id));
        const added = wanted.filter((id) => !currentIds.has(id));
        const removed = current.filter((row) => !wanted.includes(row.id));
        const people = await createUsersRepository(trx).listActiveEmployees(added);
        if (people.length !== added.length) return { refused: 'not-employees' } as const;

        await assignments.add(
          projectId,
          people.map((person) => person.id),
          actor.id,
          at,
        );
        await assignments.remove(
          projectId,
          removed.map((person) => person.id),
        );
        const changes = [
          ...people.map((person) => ({ action: PROJECT_AUDIT.assigned, person })),
          ...removed.map((person) => ({ action: PROJECT_AUDIT.unassigned, person })),
        ];
        for (const { action, person } of changes) {
          const label = `${project.name}: ${person.name}`;
          await recordChange(trx, {
            actor,
            action,
            record: { kind: RECORD_KINDS.project, id: project.id, label },
            at,
          });
        }
        const [saved] = await createProjectQueries(trx).withAssignees([project]);
        if (!saved) throw new Error('The project was read back empty');
        return { project: saved } as const;
      });
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
