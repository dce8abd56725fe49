import {
  ACCOUNT_STATUSES,
  PEOPLE_MESSAGES,
  PERSON_ACTIONS,
  RECORD_KINDS,
  STAFF_ROLES,
  USER_TYPES,
  type AddPerson,
  type UpdatePerson,
} from '@smartmove/contract';
import { createRefreshTokenRepository } from '../repositories/refresh-token-repository.js';
import {
  createUsersRepository,
  formatStaffRoles,
  type AccountChange,
  type User,
  type UsersRepository,
} from '../repositories/users-repository.js';
import { recordChange, type Actor, type FieldChange } from './record-change.js';
import type { ServiceDeps } from './service-deps.js';

/** Why a change was not made, with the field it concerns (the form shows it there). */
export interface PeopleRefusal {
  refused: 'not-found' | 'conflict' | 'invalid';
  message: string;
  field?: string;
}

export type PeopleResult = { person: User } | PeopleRefusal;

/** The manager must be an active employee other than the person. */
async function checkManager(
  users: UsersRepository,
  managerId: string | null,
  personId: string | undefined,
): Promise<PeopleRefusal | undefined> {
  if (managerId === null) return undefined;
  if (managerId === personId) {
    return { refused: 'invalid', message: PEOPLE_MESSAGES.ownManager, field: 'managerId' };
  }
  const manager = await users.findById(managerId);
  if (manager?.userType !== USER_TYPES.employee || manager.status !== ACCOUNT_STATUSES.active) {
    return { refused: 'invalid', message: PEOPLE_MESSAGES.managerInvalid, field: 'managerId' };
  }
  return undefined;
}

/**
 * The People page's changes (docs/product.md#back-office): adding people, approving and declining
 * sign-ups, deactivating, roles and managers. Each change, its audit line, its history and the revocation
 * of a closed account's logins commit in one transaction.
 */
export function createPeopleService({ db }: ServiceDeps) {
  return {
    async add(actor: Actor, input: AddPerson, now = new Date()): Promise<PeopleResult> {
      return db.transaction().execute(async (trx) => {
        const users = createUsersRepository(trx);
        if (await users.existsByPhone(input.phoneNo)) {
          return { refused: 'conflict', message: PEOPLE_MESSAGES.phoneTaken, field: 'phoneNo' } as const;
        }
        const managerRefusal = await checkManager(users, input.managerId, undefined);
        if (managerRefusal) return managerRefusal;
        const person = await users.create(
          {
            phone: input.phoneNo,
            name: input.name,
            email: input.email,
            userType: input.userType,
            status: ACCOUNT_STATUSES.active,
            staffRoles: input.userType === USER_TYPES.employee ? input.staffRoles : [],
            managerId: input.managerId,
            office: input.office,
          },
          now,
        );
        if (!person) {
          return { refused: 'conflict', message: PEOPLE_MESSAGES.phoneTaken, field: 'phoneNo' } as const;
        }
        await recordChange(trx, {
          actor,
          action: 'added person',
          record: { kind: RECORD_KINDS.person, id: person.id, label: person.name },
          at: now,
        });
        return { person };
      });
    },

    async update(actor: Actor, input: UpdatePerson, now = new Date()): Promise<PeopleResult> {
      return db.transaction().execute(async (trx): Promise<PeopleResult> => {
        const users = createUsersRepository(trx);
        const person = await users.findById(input.id);
        if (!person) return { refused: 'not-found', message: PEOPLE_MESSAGES.notFound };

        const change: AccountChange = {};
        /** Each changed field with its audit line. */
        const changes: { action: string; field: FieldChange }[] = [];
        const field = (action: string, name: string, oldValue: string | null, newValue: string | null) =>
          changes.push({ action, field: { field: name, oldValue, newValue } });

        if (input.action !== undefined) {
          const transition = PERSON_ACTIONS[input.action];
          if (person.status !== transition.from) {
            return { refused: 'invalid', message: PEOPLE_MESSAGES.transitionInvalid, field: 'action' };
          }
          if (person.id === actor.id) {
            return { refused: 'invalid', message: PEOPLE_MESSAGES.notYourself, field: 'action' };
          }
          change.status = transition.to;
          field(transition.audit, 'status', person.status, transition.to);
        }

        if (input.staffRoles !== undefined) {
          const before = formatStaffRoles(person.staffRoles);
          const after = formatStaffRoles(input.staffRoles);
          if (after !== before) {
            if (person.userType !== USER_TYPES.employee && input.staffRoles.length > 0) {
              return { refused: 'invalid', message: PEOPLE_MESSAGES.rolesForEmployees, field: 'staffRoles' };
            }
            if (person.id === actor.id && !input.staffRoles.includes(STAFF_ROLES.admin)) {
              return { refused: 'invalid', message: PEOPLE_MESSAGES.notYourself, field: 'staffRoles' };
            }
            change.staffRoles = input.staffRoles;
            field('changed roles', 'staffRoles', before, after);
          }
        }

        if (input.managerId !== undefined && input.managerId !== person.managerId) {
          const managerRefusal = await checkManager(users, input.managerId, person.id);
          if (managerRefusal) return managerRefusal;
          change.managerId = input.managerId;
          field('changed manager', 'managerId', person.managerId, input.managerId);
        }

        if (input.office !== undefined && input.office !== person.office) {
          change.office = input.office;
          field('changed office', 'office', person.office, input.office);
        }

        if (changes.length === 0) return { person };
        await users.updateAccount(person.id, change, now);
        if (change.status === ACCOUNT_STATUSES.deactivated || change.status === ACCOUNT_STATUSES.declined) {
          // Their logins end now; their access tokens are refused by the per-request account check.
          await createRefreshTokenRepository(trx).revokeAllOfUser(person.id, now);
        }
        for (const { action, field: changed } of changes) {
          await recordChange(trx, {
            actor,
            action,
            record: { kind: RECORD_KINDS.person, id: person.id, label: person.name },
            fields: [changed],
            at: now,
          });
        }
        const updated = await users.findById(person.id);
        return { person: updated ?? person };
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
