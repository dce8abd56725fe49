import {
  AddPersonSchema,
  API_PATHS,
  PeoplePageSchema,
  PeopleQuerySchema,
  PersonSchema,
  STAFF_ROLES,
  UpdatePersonSchema,
  type Person,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { PersonRow, User } from '../../repositories/people/users-repository.js';
import type { PeopleResult } from '../../services/people/people-service.js';

const REFUSAL_STATUS = { 'not-found': 404, conflict: 409, invalid: 400 } as const;

function toPerson(user: PersonRow): Person {
  return {
    id: user.id,
    name: user.name,
    phoneNo: user.phone,
    email: user.email,
    userType: user.userType,
    status: user.status,
    staffRoles: user.staffRoles,
    managerId: user.managerId,
    managerName: user.managerName,
    office: user.office,
    createdAt: user.createdAt,
  };
}

/** People (admin): every account, adding people, approving sign-ups, roles, managers, deactivation. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.queries;
  const people = app.services.people;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);
  // Finance reads the list too: a placement names its consultant and, for C2C, the partner paid.
  const adminOrFinance = app.requireStaffRole(STAFF_ROLES.admin, STAFF_ROLES.finance);

  async function answer(result: PeopleResult): Promise<Person> {
    if ('refused' in result) {
      throw new HttpError(
        REFUSAL_STATUS[result.refused],
        result.message,
        result.field ? { [result.field]: result.message } : undefined,
      );
    }
    const person: User = result.person;
    const manager = person.managerId ? await users.findById(person.managerId) : undefined;
    return toPerson({ ...person, managerName: manager?.name ?? null });
  }

  app.get(
    API_PATHS.getPeople,
    {
      onRequest: adminOrFinance,
      schema: {
        tags: ['back-office'],
        summary:
          'Every account, newest first: search by name, phone or e-mail; filter by state and role (admin; finance reads it)',
        security: [{ bearerAuth: [] }],
        querystring: PeopleQuerySchema,
        response: { 200: PeoplePageSchema },
      },
    },
    async (request) => {
      const page = await users.listPeople(request.query);
      return { ...page, items: page.items.map(toPerson) };
    },
  );

  app.post(
    API_PATHS.addPerson,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Add a person: an active account at once (admin); 409 when the phone already has an account',
        security: [{ bearerAuth: [] }],
        body: AddPersonSchema,
        response: { 200: PersonSchema },
      },
    },
    async (request) => answer(await people.add(requireUser(request), request.body)),
  );

  app.post(
    API_PATHS.updatePerson,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary:
          'Change staff roles, manager or state (approve, decline, deactivate, reactivate) of a person (admin)',
        security: [{ bearerAuth: [] }],
        body: UpdatePersonSchema,
        response: { 200: PersonSchema },
      },
    },
    async (request) => answer(await people.update(requireUser(request), request.body)),
  );
};
