import { formatBillRate, SUBMITTAL_MESSAGES, type RightToRepresent } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeadPage } from '../../../components/layout/lead-page';
import { FactList } from '../../../components/ui/fact-list';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { isUnusableLink, useAnswerRightToRepresent, useRightToRepresent } from '../api/right-to-represent';
import '../../../styles/lists.css';
import '../../../styles/decide.css';

function Frame({ children }: { children: ReactNode }) {
  return (
    <LeadPage>
      <section className="form-card decide-page">{children}</section>
    </LeadPage>
  );
}

/** A used, void, expired or unknown link says so; `focus` when it replaced the page under a click. */
function Unusable({ focus }: { focus: boolean }) {
  return (
    <Frame>
      <h1 ref={(heading) => (focus ? heading?.focus() : undefined)} tabIndex={-1}>
        Right to represent
      </h1>
      <p role="status">{SUBMITTAL_MESSAGES.unusable}</p>
      <p>
        If you have a question about this role, reply to the e-mail or{' '}
        <Link to={paths.contactUs()}>contact us</Link>.
      </p>
    </Frame>
  );
}

function OfferFacts({ offer }: { offer: RightToRepresent }) {
  return (
    <FactList
      className="decide-page__facts"
      facts={[
        ['Job', offer.jobTitle],
        ['Location', offer.jobLocation],
        ['End client', offer.endClient ?? 'Not named'],
        ['Bill rate', formatBillRate(offer.billRate, offer.currency)],
        ['Recruiter', offer.recruiterName],
      ]}
    />
  );
}

/**
 * /rtr/{token}: a candidate's right-to-represent link (docs/product.md#submittals). Without signing in, the
 * candidate reads the offer and answers "I agree" or "I decline", once; opening the page changes nothing.
 */
export function RtrPage({ token }: { token: string }) {
  const shown = useRightToRepresent(token);
  const answer = useAnswerRightToRepresent(token);

  if (shown.isPending) {
    return (
      <Frame>
        <h1>Right to represent</h1>
        <div className="page-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading…
        </div>
      </Frame>
    );
  }
  if (isUnusableLink(answer.error)) return <Unusable focus />;
  if (shown.isError && isUnusableLink(shown.error)) return <Unusable focus={false} />;
  if (shown.isError) {
    return (
      <Frame>
        <h1>Right to represent</h1>
        <p role="alert">{failureMessage(shown.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void shown.refetch()}>
          Try again
        </button>
      </Frame>
    );
  }
  const offer = shown.data;
  if (answer.isSuccess) {
    const agreed = answer.data.answer === 'agreed';
    return (
      <Frame>
        <h1 ref={(heading) => heading?.focus()} tabIndex={-1}>
          {agreed ? 'You agreed' : 'You declined'}
        </h1>
        <p role="status">{answer.data.message}</p>
        <OfferFacts offer={offer} />
      </Frame>
    );
  }
  return (
    <Frame>
      <h1>Right to represent</h1>
      <p>
        Hello {offer.candidateName.split(/\s+/)[0]}, {offer.recruiterName} would like to submit you to{' '}
        {offer.endClient ?? 'the client of this job'} for this role. We submit you only if you agree.
      </p>
      <OfferFacts offer={offer} />
      {answer.isError ? (
        <p className="form__error" role="alert">
          {failureMessage(answer.error)}
        </p>
      ) : null}
      <div className="decide-page__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={answer.isPending}
          onClick={() => answer.mutate('agree')}
        >
          I agree
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          I decline
        </button>
      </div>
      <p className="decide-page__note">
        This link works once. Your answer is kept with its time and the address it came from.
      </p>
    </Frame>
  );
}
