import { DOWNLOAD_MY_DATA_ACTION, MY_APPLICATION_MESSAGES } from '@smartmove/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { isInvalidLink, useMyApplication, useWithdrawMyApplication } from '../api/my-application';
import { LeadPage } from '../../../components/layout/lead-page';
import { FactList } from '../../../components/ui/fact-list';
import { DownloadDataButton } from '../../../components/ui/download-data-button';
import { downloadMyApplicationData } from '../../../lib/personal-data-download';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <LeadPage>
      <section className="form-card my-application">{children}</section>
    </LeadPage>
  );
}

/**
 * /my-application/{token}: the applicant's own application, opened from their confirmation e-mail, with
 * "Download my data" (a ZIP of the application and its resume) and "Withdraw and delete my data"
 * (docs/product.md#personal-data).
 */
export function MyApplicationPage({ token }: { token: string }) {
  const application = useMyApplication(token);
  const withdraw = useWithdrawMyApplication(token);
  const [confirming, setConfirming] = useState(false);

  if (withdraw.isSuccess) {
    return (
      <Frame>
        {/* Focus moves here as the dialog's button goes away with the page it was on. */}
        <h1 ref={(heading) => heading?.focus()} tabIndex={-1}>
          Application withdrawn
        </h1>
        <p role="status">{withdraw.data.message}</p>
        <Link className="button button--primary" to={paths.c2cJobBoard()}>
          See all open jobs
        </Link>
      </Frame>
    );
  }

  if (application.isPending) {
    return (
      <Frame>
        <h1>Your application</h1>
        <div className="page-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading your application…
        </div>
      </Frame>
    );
  }

  if (application.isError) {
    const invalid = isInvalidLink(application.error);
    return (
      <Frame>
        <h1>{invalid ? 'Link not valid' : 'Your application could not be loaded'}</h1>
        <p>{invalid ? MY_APPLICATION_MESSAGES.invalidLink : 'Please check your connection and try again.'}</p>
        {invalid ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void application.refetch()}
          >
            Try again
          </button>
        )}
      </Frame>
    );
  }

  const { jobTitle, status, submittedAt, firstName } = application.data;
  return (
    <Frame>
      <h1>Your application</h1>
      <p>Hello {firstName}, here is where your application stands.</p>
      <FactList
        className="my-application__facts"
        facts={[
          ['Job', jobTitle],
          ['Status', status],
          ['Sent on', formatDate(submittedAt)],
        ]}
      />
      {withdraw.isError ? (
        <p className="form__error" role="alert">
          {isInvalidLink(withdraw.error)
            ? MY_APPLICATION_MESSAGES.invalidLink
            : 'Your application could not be withdrawn. Please try again.'}
        </p>
      ) : null}
      <div className="my-application__actions">
        <DownloadDataButton
          label={DOWNLOAD_MY_DATA_ACTION}
          download={() => downloadMyApplicationData(token)}
        />
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {MY_APPLICATION_MESSAGES.withdrawAction}
        </button>
      </div>
      <p className="my-application__privacy">
        See our <Link to={paths.privacy()}>Privacy notice</Link> for what we keep and for how long.
      </p>
      <ConfirmDialog
        open={confirming}
        title="Withdraw your application?"
        action={MY_APPLICATION_MESSAGES.withdrawAction}
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSettled: () => setConfirming(false),
          })
        }
        onClose={() => setConfirming(false)}
      >
        {MY_APPLICATION_MESSAGES.withdrawQuestion}
      </ConfirmDialog>
    </Frame>
  );
}
