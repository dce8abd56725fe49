import type { C2CJob } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@smartmove/contract';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { TextBlocks } from '../../../components/ui/text-blocks';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { formatDate } from '../../../lib/format';
import { useC2CJobQuery, type JobAudience } from '../api/get-c2c-jobs';
import { jobPostingJsonLd, serializeStructuredData } from '../job-posting';
import { SkillChips } from './skill-chips';
import '../../../styles/job-board.css';

interface JobDetailsProps {
  audience: JobAudience;
  jobName: string;
  /** Where "all jobs" leads. */
  listHref: string;
  /** The page path, for the structured data's URL. */
  path: string;
  /** What the reader can do next (apply, submit a candidate). */
  renderActions: (job: C2CJob) => ReactNode;
}

/** A job's details page, with JobPosting structured data; a removed or unknown job shows "not found". */
export function JobDetails({ audience, jobName, listHref, path, renderActions }: JobDetailsProps) {
  const query = useC2CJobQuery(audience, jobName);

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
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeStructuredData(jobPostingJsonLd(job, path)) }}
      />
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
