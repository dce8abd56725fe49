import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, ProjectPageSchema } from '@smartmove/contract';
import { adminToken, type SignedInSession } from './session';

/** A project name no other test uses ("Retail analytics 4f9k2"): parallel tests never share its assignees. */
export function uniqueProjectName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 7)}`;
}

/** The signed-in user's id, from their own profile. */
export async function userIdOf(request: APIRequestContext, session: SignedInSession): Promise<string> {
  const profile = await request.get(API_PATHS.getProfile, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!profile.ok()) throw new Error(`GetProfile failed: ${profile.status()} ${await profile.text()}`);
  return ((await profile.json()) as { id: string }).id;
}

/**
 * Assigns projects to the session's user as Ada Admin does on the Projects page, adding each project that
 * is not there yet. Give each test projects of its own (uniqueProjectName): assigning sets a project's
 * whole list of people.
 */
export async function assignProjects(
  request: APIRequestContext,
  session: SignedInSession,
  names: readonly string[],
): Promise<void> {
  const userId = await userIdOf(request, session);
  const headers = { authorization: `Bearer ${await adminToken()}` };
  for (const name of names) {
    const added = await request.post(API_PATHS.addProject, { data: { name }, headers });
    if (!added.ok() && added.status() !== 409) {
      throw new Error(`AddProject failed: ${added.status()} ${await added.text()}`);
    }
    const listed = await request.get(API_PATHS.getProjects, {
      params: { search: name, pageSize: 100 },
      headers,
    });
    const project = ProjectPageSchema.parse(await listed.json()).items.find((item) => item.name === name);
    if (!project) throw new Error(`No project named ${name}`);
    const assigned = await request.post(API_PATHS.updateProjectAssignments, {
      data: { projectId: project.id, userIds: [...project.assignees.map((person) => person.id), userId] },
      headers,
    });
    if (!assigned.ok()) throw new Error(`Assignment failed: ${assigned.status()} ${await assigned.text()}`);
  }
}
