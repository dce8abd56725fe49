import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  PROJECT_AUDIT,
  RECORD_KINDS,
  USER_TYPES,
  projectKey,
  type MyProject,
  type Page,
  type Project,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import {
  containsPattern,
  isUniqueViolation,
  lowerLike,
  pageOffset,
  toCount,
  toPage,
  type PageRequest,
} from './pagination.js';

/** Who changes a project (the signed-in admin), for the audit log. */
export interface ProjectActor {
  id: string;
  name: string;
}

export type AddProjectResult = { project: Project } | { refused: 'taken' };
export type AssignProjectResult = { project: Project } | { refused: 'not-found' | 'not-employees' };

/** The names of the projects assigned to a user, by their comparison key (db may be a transaction). */
export async function assignedProjectNames(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('project_assignments')
    .innerJoin('projects', 'projects.id', 'project_assignments.project_id')
    .select('projects.name')
    .where('project_assignments.user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [projectKey(row.name), row.name]));
}

/** The firm's projects and who is assigned to each (docs/product.md#back-office). */
export function createProjectRepository(db: Kysely<Database>) {
  async function withAssignees(
    trx: Kysely<Database>,
    projects: Array<Selectable<ProjectsTable>>,
  ): Promise<Project[]> {
    if (projects.length === 0) return [];
    const assignees = await trx
      .selectFrom('project_assignments')
      .innerJoin('users', 'users.id', 'project_assignments.user_id')
      .select(['project_assignments.project_id', 'users.id', 'users.name'])
      .where(
        'project_assignments.project_id',
        'in',
        projects.map((project) => project.id),
      )
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
    return projects.map((project) => ({
      id: project.id,
      name: project.name,
      createdAt: project.created_at,
      assignees: assignees
        .filter((row) => row.project_id === project.id)
        .map((row) => ({ id: row.id, name: row.name })),
    }));
  }

  async function audit(
    trx: Kysely<Database>,
    actor: ProjectActor,
    action: string,
    project: { id: string; name: string },
    label: string,
    now: Date,
  ) {
    await createAuditLogRepository(trx).record(
      {
        actorId: actor.id,
        actorName: actor.name,
        action,
        recordKind: RECORD_KINDS.project,
        recordId: project.id,
        recordLabel: label || project.name,
      },
      now,
    );
  }

  return {
    /** Every project by name, with its people. */
    async list(request: PageRequest & { search?: string | undefined }): Promise<Page<Project>> {
      let query = db.selectFrom('projects');
      if (request.search) query = query.where(lowerLike('projects.name', containsPattern(request.search)));
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('name_key')
        .orderBy('id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(await withAssignees(db, rows), toCount(count), request);
    },

    /** A new project with nobody assigned yet; refused when one of that name (any case) exists. */
    async create(name: string, actor: ProjectActor, now: Date = new Date()): Promise<AddProjectResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = {
            id: randomUUID(),
            name,
            name_key: projectKey(name),
            created_at: now.toISOString(),
            created_by: actor.id,
          };
          await trx.insertInto('projects').values(row).execute();
          await audit(trx, actor, PROJECT_AUDIT.added, row, row.name, now);
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
    async updateAssignments(
      projectId: string,
      userIds: readonly string[],
      actor: ProjectActor,
      now: Date = new Date(),
    ): Promise<AssignProjectResult> {
      const wanted = [...new Set(userIds)];
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .selectFrom('projects')
          .selectAll()
          .where('id', '=', projectId)
          .executeTakeFirst();
        if (!project) return { refused: 'not-found' } as const;
        const current = await trx
          .selectFrom('project_assignments')
          .innerJoin('users', 'users.id', 'project_assignments.user_id')
          .select(['users.id', 'users.name'])
          .where('project_assignments.project_id', '=', projectId)
          .execute();
        const currentIds = new Set(current.map((row) => row.id));
        const added = wanted.filter((id) => !currentIds.has(id));
        const removed = current.filter((row) => !wanted.includes(row.id));
        const people =
          added.length === 0
            ? []
            : await trx
                .selectFrom('users')
                .select(['id', 'name'])
                .where('id', 'in', added)
                .where('user_type', '=', USER_TYPES.employee)
                .where('status', '=', ACCOUNT_STATUSES.active)
                .execute();
        if (people.length !== added.length) return { refused: 'not-employees' } as const;

        const timestamp = now.toISOString();
        if (people.length > 0) {
          await trx
            .insertInto('project_assignments')
            .values(
              people.map((person) => ({
                project_id: projectId,
                user_id: person.id,
                assigned_at: timestamp,
                assigned_by: actor.id,
              })),
            )
            .execute();
        }
        if (removed.length > 0) {
          await trx
            .deleteFrom('project_assignments')
            .where('project_id', '=', projectId)
            .where(
              'user_id',
              'in',
              removed.map((row) => row.id),
            )
            .execute();
        }
        for (const person of people) {
          await audit(trx, actor, PROJECT_AUDIT.assigned, project, `${project.name}: ${person.name}`, now);
        }
        for (const person of removed) {
          await audit(trx, actor, PROJECT_AUDIT.unassigned, project, `${project.name}: ${person.name}`, now);
        }
        const [saved] = await withAssignees(trx, [project]);
        if (!saved) throw new Error('The project was read back empty');
        return { project: saved } as const;
      });
    },

    /** The projects assigned to one person, by name. */
    async listForUser(userId: string, request: PageRequest): Promise<Page<MyProject>> {
      const query = db
        .selectFrom('project_assignments')
        .innerJoin('projects', 'projects.id', 'project_assignments.project_id')
        .where('project_assignments.user_id', '=', userId);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .select(['projects.id', 'projects.name'])
        .orderBy('projects.name_key')
        .orderBy('projects.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows, toCount(count), request);
    },
  };
}
