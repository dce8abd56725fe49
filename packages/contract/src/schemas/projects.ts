import { z } from '../zod.js';
import { MESSAGES } from '../messages.js';
import { filledText, isSingleLine, lineOfText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';

/**
 * Projects (docs/product.md#back-office): an admin adds the firm's projects and assigns employees to them;
 * an employee's time sheet rows choose from the projects assigned to them.
 */

export const PROJECT_NAME_MAX = 100;
/** The most people one project's assignment list carries in one request. */
export const PROJECT_ASSIGNEES_MAX = 100;

export const PROJECT_MESSAGES = {
  name: 'Please enter the project name',
  nameTooLong: `A project name can have at most ${PROJECT_NAME_MAX} characters`,
  nameTaken: 'A project with this name already exists',
  notFound: 'This project does not exist',
  employees: 'Only active employees can be assigned to a project',
  tooManyAssignees: `A project can be assigned to at most ${PROJECT_ASSIGNEES_MAX} people at once`,
  /** A time sheet row whose project is not one of its author's. */
  notAssigned: 'Choose one of the projects assigned to you',
  /** The time sheet of someone with no project assigned. */
  noneAssigned: 'No projects are assigned to you yet. Ask your manager.',
} as const;

/** The audit lines of the Projects page. */
export const PROJECT_AUDIT = {
  added: 'added project',
  assigned: 'assigned project',
  unassigned: 'unassigned project',
} as const;

/** A project's name as the database compares it: trimmed, case and inner spaces ignored. */
export function projectKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const projectName = filledText(PROJECT_MESSAGES.name)
  .max(PROJECT_NAME_MAX, { error: PROJECT_MESSAGES.nameTooLong })
  .refine(isSingleLine, { error: MESSAGES.singleLine })
  .transform((name) => name.replace(/\s+/g, ' '));

/** Someone assigned to a project. */
export const ProjectAssigneeSchema = z.object({ id: z.string(), name: z.string() });
export type ProjectAssignee = z.infer<typeof ProjectAssigneeSchema>;

/** A project on the back office's list (GET /CRM/GetProjects), with the people assigned to it, by name. */
export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  assignees: z.array(ProjectAssigneeSchema),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectPageSchema = pageOf(ProjectSchema);

/** GET /CRM/GetProjects: by name, optionally those whose name contains `search`. */
export const ProjectsQuerySchema = PageQuerySchema.extend({
  search: lineOfText(100).optional(),
});
export type ProjectsQuery = z.input<typeof ProjectsQuerySchema>;

/** POST /CRM/AddProject */
export const AddProjectSchema = z.object({ name: projectName });
export type AddProject = z.infer<typeof AddProjectSchema>;

/** POST /CRM/UpdateProjectAssignments: the project's assigned people become exactly `userIds`. */
export const UpdateProjectAssignmentsSchema = z.object({
  projectId: z.string().trim().min(1, { error: PROJECT_MESSAGES.notFound }).max(100),
  userIds: z
    .array(z.string().trim().min(1).max(100))
    .max(PROJECT_ASSIGNEES_MAX, { error: PROJECT_MESSAGES.tooManyAssignees }),
});
export type UpdateProjectAssignments = z.infer<typeof UpdateProjectAssignmentsSchema>;

/** A project assigned to the signed-in employee (GET /CRM/GetMyProjects). */
export const MyProjectSchema = z.object({ id: z.string(), name: z.string() });
export type MyProject = z.infer<typeof MyProjectSchema>;
export const MyProjectPageSchema = pageOf(MyProjectSchema);
