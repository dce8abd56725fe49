import { projectKey, type MyProject, type Page, type Project } from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectsTable } from '../../db/schema.js';
import { containsPattern, lowerLike, readPage, type PageRequest } from '../pagination.js';

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

/**
 * Reads of the firm's projects and who is assigned to each (docs/product.md#back-office). Their changes
 * go through the project service (services/approvals/project-service.ts).
 */
export function createProjectQueries(db: Kysely<Database>) {
  /** The projects with their people, by name. */
  async function withAssignees(projects: Array<Selectable<ProjectsTable>>): Promise<Project[]> {
    if (projects.length === 0) return [];
    const assignees = await db
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

  return {
    withAssignees,

    /** Every project by name, with its people. */
    async list(request: PageRequest & { search?: string | undefined }): Promise<Page<Project>> {
      let query = db.selectFrom('projects');
      if (request.search) query = query.where(lowerLike('projects.name', containsPattern(request.search)));
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('name_key').orderBy('id'),
        withAssignees,
      );
    },

    /** The projects assigned to one person, by name. */
    async listForUser(userId: string, request: PageRequest): Promise<Page<MyProject>> {
      const query = db
        .selectFrom('project_assignments')
        .innerJoin('projects', 'projects.id', 'project_assignments.project_id')
        .where('project_assignments.user_id', '=', userId);
      return readPage(query, request, (list) =>
        list.select(['projects.id', 'projects.name']).orderBy('projects.name_key').orderBy('projects.id'),
      );
    },
  };
}

export type ProjectQueries = ReturnType<typeof createProjectQueries>;
