import {
  ACCOUNT_STATUSES,
  BACK_OFFICE_ROUTES,
  FAKE_EMAIL_DOMAIN,
  PEOPLE_MESSAGES,
  PUBLIC_ROUTES,
  PERSON_ACTIONS,
  RECORD_KINDS,
  STAFF_ROLES,
  USER_TYPES,
  officeLabel,
  staffRolesLabel,
  type AddPerson,
  type UpdatePerson,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signUpAlertMail, signUpDecisionMail } from '../../mail/mail-messages.js';
import { createRefreshTokenRepository } from '../../repositories/sign-in/refresh-token-repository.js';
import {
  createUsersRepository,
  formatStaffRoles,
  type AccountChange,
  type NewUser,
  type User,
  type UsersRepository,
} from '../../repositories/people/users-repository.js';
import { pageUrl } from '../site-links.js';
import { queueMail } from '../mail/mail-queue.js';
import { changedFromTo, recordChange, type Actor, type FieldChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** Why a change was not made, with the field it concerns (the form shows it there). */
export interface PeopleRefusal {
  refused: 'not-found' | 'conflict' | 'invalid';
  message: string;
  field?: string;
}

export type PeopleResult = { person: User } | PeopleRefusal;

/** A self-registered account, or why it was not created. */
export type SignUpResult = { user: User } | { refused: 'account-exists' | 'phone-not-verified' };

/** The mail cause of a sign-up's alert and of the approval or decline e-mail: the person's record. */
const PERSON_MAIL_CAUSE = RECORD_KINDS.person;

/** Whether an address reaches someone (a social sign-in without one gets a placeholder). */
export function isRealEmail(email: string): boolean {
  return email.trim() !== '' && !email.endsWith(FAKE_EMAIL_DOMAIN);
}

/** The manager must be an active approver (an employee holding the approver role) other than the person. */
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
  if (
    manager?.userType !== USER_TYPES.employee ||
    manager.status !== ACCOUNT_STATUSES.active ||
    !manager.staffRoles.includes(STAFF_ROLES.approver)
  ) {
    return { refused: 'invalid', message: PEOPLE_MESSAGES.managerInvalid, field: 'managerId' };
  }
  return undefined;
}

/**
 * The People page's changes (docs/product.md#back-office): adding people, approving and declining
 * sign-ups, deactivating, roles and managers. Each change, its audit line, its history and the revocation
 * of a closed account's logins commit in one transaction.
 */
export function createPeopleService({ changes, env }: ServiceDeps) {
  /** The People page opened on one account (there is no page per person): searched by its phone. */
  const personUrl = (person: Pick<User, 'phone' | 'status'>) =>
    pageUrl(env, BACK_OFFICE_ROUTES.people, {}, { status: person.status, search: person.phone });

  return {
    /**
     * A self-registered account (phone sign-up or a social sign-in's first visit): created pending, with the
     * "signed up" audit line and an e-mail to each active admin linking the account on the People page, in
     * one transaction. `claimVerification` uses up, in that transaction, what proves the phone (the phone
     * verification of the sign-up); false refuses the sign-up.
     */
    async signUp(
      account: NewUser,
      claimVerification: ((trx: Transaction<Database>) => Promise<boolean>) | undefined,
      now = new Date(),
    ): Promise<SignUpResult> {
      return changes.run(async (trx): Promise<SignUpResult> => {
        const users = createUsersRepository(trx);
        // The verification first: a phone's account is no business of someone who has not verified it.
        if (claimVerification && !(await claimVerification(trx))) return { refused: 'phone-not-verified' };
        if (await users.existsByPhone(account.phone)) return { refused: 'account-exists' };
        const user = await users.create({ ...account, status: ACCOUNT_STATUSES.pending }, now);
        if (!user) return { refused: 'account-exists' };
        const record = { kind: RECORD_KINDS.person, id: user.id, label: user.name };
        await recordChange(trx, {
          actor: { id: user.id, name: user.name },
          action: 'signed up',
          record,
          at: now,
        });
        const alert = signUpAlertMail({
          name: user.name,
          phone: user.phone,
          email: isRealEmail(user.email) ? user.email : '',
          roleLabel: user.userType === USER_TYPES.employee ? 'Employee' : 'Partner',
          companyName: user.companyName,
          peopleUrl: personUrl(user),
        });
        const admins = await users.listActiveAdminEmails();
        await queueMail(
          trx,
          admins.map((to) => ({ ...alert, to, causeKind: PERSON_MAIL_CAUSE, causeId: user.id })),
          now,
        );
        return { user };
      });
    },

    async add(actor: Actor, input: AddPerson, now = new Date()): Promise<PeopleResult> {
      return changes.run(async (trx) => {
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
      return changes.run(async (trx): Promise<PeopleResult> => {
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

        if (input.name !== undefined && input.name !== person.name) {
          change.name = input.name;
          field('changed name', 'name', person.name, input.name);
        }

        if (input.phoneNo !== undefined && input.phoneNo !== person.phone) {
          if (await users.existsByPhone(input.phoneNo)) {
            return { refused: 'conflict', message: PEOPLE_MESSAGES.phoneTaken, field: 'phoneNo' };
          }
          change.phone = input.phoneNo;
          field('changed phone', 'phoneNo', person.phone, input.phoneNo);
        }

        if (input.email !== undefined && input.email !== person.email) {
          change.email = input.email;
          field('changed e-mail', 'email', person.email, input.email);
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
            const shown = changedFromTo(
              'changed roles',
              staffRolesLabel(person.staffRoles),
              staffRolesLabel(input.staffRoles),
            );
            field(shown, 'staffRoles', before, after);
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
          const shown = changedFromTo(
            'changed office',
            officeLabel(person.office),
            officeLabel(input.office),
          );
          field(shown, 'office', person.office, input.office);
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
            record: { kind: RECORD_KINDS.person, id: person.id, label: change.name ?? person.name },
            fields: [changed],
            at: now,
          });
        }
        const updated = (await users.findById(person.id)) ?? person;
        if ((input.action === 'approve' || input.action === 'decline') && isRealEmail(updated.email)) {
          const mail = signUpDecisionMail(
            updated.name,
            input.action === 'approve' ? 'approved' : 'declined',
            {
              signIn: pageUrl(env, PUBLIC_ROUTES.signIn),
              contact: pageUrl(env, PUBLIC_ROUTES.contactUs),
            },
          );
          await queueMail(
            trx,
            [{ ...mail, to: updated.email, causeKind: PERSON_MAIL_CAUSE, causeId: person.id }],
            now,
          );
        }
        return { person: updated };
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
