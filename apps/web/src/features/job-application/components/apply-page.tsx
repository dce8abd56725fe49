import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { JOB_NO_LONGER_OPEN_MESSAGE } from '@smartmove/contract';
import { isJobClosed, isJobNotFound, useJobByName } from '../api/get-job-by-name';
import { JobSummary } from './job-summary';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import type { RenderCaptcha } from '../../../hooks/use-invisible-captcha';
import { LeadPage } from '../../../components/layout/lead-page';

// The form's code (validation, phone numbers, file picking) is most of the page's: the job shows first.
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));
const FORM_LOADING = <LoadingState label="Loading the form…" />;

/** The apply page of a job that cannot be applied for: why, "Try again" when it may help, and the board. */
function JobNotOpen({
  title,
  retry,
  children,
}: {
  title: string;
  retry?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <LeadPage>
      <section className="form-card job-not-found">
        <h1>{title}</h1>
        <p>{children}</p>
        <div className="job-not-found__actions">
          {retry ? (
            <button type="button" className="button button--secondary" onClick={retry}>
              Try again
            </button>
          ) : null}
          <Link className="button button--primary" to={paths.c2cJobBoard()}>
            See all open jobs
          </Link>
        </div>
      </section>
    </LeadPage>
  );
}

/** /applynow/{id}: the job title from GetJobByName (or from the page as served), then the "Apply for job" form. */
export function ApplyPage({ jobName, renderCaptcha }: { jobName: string; renderCaptcha: RenderCaptcha }) {
  const job = useJobByName(jobName);
  const formWanted = useAfterFirstPaint();

  if (job.isPending) {
    return (
      <LeadPage>
        <h1 className="visually-hidden">Apply for job</h1>
        <div className="page-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading the job…
        </div>
      </LeadPage>
    );
  }

  if (job.isError && isJobClosed(job.error)) {
    return (
      <JobNotOpen title={JOB_NO_LONGER_OPEN_MESSAGE}>
        It has been filled or withdrawn. Other C2C jobs are open on the job board.
      </JobNotOpen>
    );
  }

  if (job.isError) {
    const notFound = isJobNotFound(job.error);
    return (
      <JobNotOpen
        title={notFound ? 'Job not found' : 'The job could not be loaded'}
        retry={notFound ? undefined : () => void job.refetch()}
      >
        {notFound
          ? 'This job does not exist or is no longer open.'
          : 'Please check your connection and try again.'}
      </JobNotOpen>
    );
  }

  return (
    <LeadPage>
      <div className="lead-page__layout">
        <aside className="lead-page__aside">
          <JobSummary job={job.data} />
        </aside>
        <section className="form-card" aria-labelledby="apply-form-title">
          <h2 id="apply-form-title" className="form-card__title">
            Apply for job
          </h2>
          <p className="form-card__lead">All fields are required.</p>
          {formWanted ? (
            <Suspense fallback={FORM_LOADING}>
              <ApplyForm jobName={job.data.pro_jobname} renderCaptcha={renderCaptcha} />
            </Suspense>
          ) : (
            FORM_LOADING
          )}
        </section>
      </div>
    </LeadPage>
  );
}
