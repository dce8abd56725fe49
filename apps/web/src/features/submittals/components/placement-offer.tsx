import {
  formatBillRate,
  hasStaffRole,
  STAFF_ROLES,
  SUBMITTAL_STATE,
  todayIsoDate,
  type Submittal,
} from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Where the consultant's account comes from: People, which only admins open. */
function AccountFirst({ submittal, isAdmin }: { submittal: Submittal; isAdmin: boolean }) {
  const { candidate } = submittal;
  const contact = candidate.phone ? `${candidate.email} or ${candidate.phone}` : candidate.email;
  return (
    <p>
      The consultant must have an account first: {candidate.name} has no employee account with {contact}.{' '}
      {isAdmin ? (
        <>
          Add them as an employee on <Link to={paths.people()}>People</Link>, then come back here.
        </>
      ) : (
        <>An admin adds them as an employee on People; then the placement can be created from here.</>
      )}
    </p>
  );
}

/**
 * A placed submittal offers its placement: finance (and admins) open "Add placement" prefilled with the job's
 * client, the candidate's employee account as the consultant, the job as the project, the submittal's bill
 * rate and today as the start; a recruiter without the finance role reads who creates it instead of a link to
 * a form they could not submit. A candidate without an employee account is to be added on People first.
 */
export function PlacementOffer({ submittal }: { submittal: Submittal }) {
  const session = useSession();
  if (submittal.state !== SUBMITTAL_STATE.placed) return null;
  const isAdmin = hasStaffRole(session?.roles, STAFF_ROLES.admin);
  const isFinance = hasStaffRole(session?.roles, STAFF_ROLES.finance);
  const { consultant } = submittal;
  const client = submittal.endClient ?? 'the client';
  return (
    <section aria-labelledby="placement-heading" className="portal-section">
      <h2 id="placement-heading">Placement</h2>
      {isFinance ? (
        <>
          <p>
            {submittal.candidate.name} is placed with {client}. Create the placement that bills{' '}
            {submittal.clientId ? client : 'the client'} for the consultant’s approved hours
            {submittal.clientId ? '' : ' (the job names no client: choose one on the form)'}.
          </p>
          {consultant ? (
            <div className="form__actions">
              <Link
                className="button button--primary"
                to={paths.placements({
                  clientId: submittal.clientId ?? undefined,
                  userId: consultant.id,
                  project: submittal.jobTitle,
                  billRate: submittal.billRate,
                  startDate: todayIsoDate(),
                })}
              >
                Create placement
              </Link>
            </div>
          ) : (
            <AccountFirst submittal={submittal} isAdmin={isAdmin} />
          )}
        </>
      ) : (
        <>
          <p>
            {submittal.candidate.name} is placed with {client}. The placement that bills the client for the
            consultant’s hours is created by finance or an admin (Placements, at{' '}
            {formatBillRate(submittal.billRate, submittal.currency)}).
          </p>
          {consultant ? null : <AccountFirst submittal={submittal} isAdmin={isAdmin} />}
        </>
      )}
    </section>
  );
}
