import { jobPageMeta, SERVED_HEAD_ATTRIBUTE } from '@smartmove/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths, type RouteHandle } from '../../config/paths';
import { JobDetails } from '../../features/c2c-jobs/components/job-details';
import { pageMeta } from '../../lib/meta';
import { servedJob } from '../../lib/page-data';
import type { Route } from './+types/c2c-job-board-details';

/**
 * The served job's own title and description, as the server wrote them in the page (so the page keeps one
 * of each); a job reached by a link inside the app gets the page's general ones.
 */
export const meta: Route.MetaFunction = ({ location, params }) => {
  const job = servedJob(params.id);
  if (!job)
    return pageMeta('C2C Job Details', 'Details of an open corp-to-corp (C2C) job.', location.pathname);
  const { title, description } = jobPageMeta(job);
  return pageMeta(title, description, location.pathname);
};

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function C2cJobBoardDetails({ params }: Route.ComponentProps) {
  // The title, description and canonical link the server wrote go once the page's own (the same) are in.
  useEffect(() => {
    for (const element of document.head.querySelectorAll(`[${SERVED_HEAD_ATTRIBUTE}]`)) element.remove();
  }, []);
  return (
    <JobDetails
      audience="public"
      jobName={params.id}
      listHref={paths.c2cJobBoard()}
      renderActions={(job) => (
        <div className="job-details__actions">
          <Link className="button button--primary" to={paths.applyNow(job.pro_jobname)}>
            Apply Now<span className="visually-hidden"> for {job.pro_jobtitle}</span>
          </Link>
          <Link className="button button--secondary" to={paths.c2cJobBoard()}>
            See all jobs
          </Link>
        </div>
      )}
    />
  );
}
