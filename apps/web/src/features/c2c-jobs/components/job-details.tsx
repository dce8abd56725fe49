import type { C2CJob } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JOB_NO_LONGER_OPEN_MESSAGE, MESSAGES } from '@smartmove/contract';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { TextBlocks } from '../../../components/ui/text-blocks';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { formatDate } from '../../../lib/format';
import { JOB_CLOSED, useC2CJobQuery, type JobAudience } from '../api/get-c2c-jobs';
import { useJobPostingElement } from '../job-posting';
import { SkillChips } from './skill-chips';
import '../../../styles/job-board.css';

interface JobDetailsProps {
  audience: JobAudience;
  jobName: string;
  /** Where "all jobs" leads. */
  listHref: string;
  /** What the reader can do next (apply, submit a candidate). */
  renderActions: (job: C2CJob) => ReactNode;
}

/**
 * A job's details page; a closed job says it is no longer open, a removed or unknown one "not found". Its
 * JobPosting structured data is in the page the server sends (never added here: the page keeps one copy).
 */
export function JobDetails({ audience, jobName, listHref, renderActions }: JobDetailsProps) {
  const query = useC2CJobQuery(audience, jobName);
  useJobPostingElement(query.data && query.data !== JOB_CLOSED ? query.data : undefined);

  if (query.isPending) {
    return (
      <div className="container job-details">
        <h1 className="visually-hidden">Job details</h1>
        <LoadingState label="Loading the job…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container job-details">
        <h1>The job could not be loaded</h1>
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const job = query.data;
  if (job === JOB_CLOSED) {
    return (
      <div className="container job-details job-details--missing">
        <h1>{JOB_NO_LONGER_OPEN_MESSAGE}</h1>
        <p>It has been filled or withdrawn. Other C2C jobs are open on the job board.</p>
        <Link className="button button--primary" to={listHref}>
          See all open C2C jobs
        </Link>
      </div>
    );
  }
  if (!job) {
    return (
      <div className="container job-details job-details--missing">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{MESSAGES.notFound.heading}</h1>
        <p>This job has been filled or removed, or the link is not right.</p>
        <Link className="button button--primary" to={listHref}>
          See all open C2C jobs
        </Link>
      </div>
    );
  }

  return (
    <article className="container job-details">
      <p className="job-details__back">
        <Link to={listHref}>
          <span aria-hidden="true">←</span> All C2C jobs
        </Link>
      </p>
      <header className="job-details__header">
        <h1>{job.pro_jobtitle}</h1>
        {job.pro_remote ? <span className="job-card__badge">Remote</span> : null}
      </header>
      <dl className="job-details__facts">
        <div>
          <dt>Location</dt>
          <dd>{job.pro_location}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{job.pro_rate}</dd>
        </div>
        <div>
          <dt>Engagement</dt>
          <dd>Corp-to-corp contract{job.pro_remote ? ', remote' : ''}</dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={job.pro_postedon}>{formatDate(job.pro_postedon)}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="job-description-title" className="job-details__section">
        <h2 id="job-description-title">About the role</h2>
        <TextBlocks text={job.pro_description} className="job-details__description" />
      </section>
      <section aria-labelledby="job-skills-title" className="job-details__section">
        <h2 id="job-skills-title">Skills</h2>
        <SkillChips skills={job.pro_skills} />
      </section>
      {renderActions(job)}
    </article>
  );
}
