import type { C2CJob } from '@smartmove/contract';
import { Link } from 'react-router';
import { TextBlocks } from '../../../components/ui/text-blocks';
import { formatDate } from '../../../lib/format';
import { SkillChips } from './skill-chips';

/** One job in a list: its title is the card's heading. */
export function JobCard({ job, detailsHref }: { job: C2CJob; detailsHref: string }) {
  return (
    <li className="job-card">
      <div className="job-card__top">
        <h2 className="job-card__title">{job.pro_jobtitle}</h2>
        {job.pro_remote ? <span className="job-card__badge">Remote</span> : null}
      </div>
      <p className="job-card__meta">
        <span>{job.pro_location}</span>
        <span>{job.pro_rate}</span>
        <span>
          Posted <time dateTime={job.pro_postedon}>{formatDate(job.pro_postedon)}</time>
        </span>
      </p>
      <TextBlocks text={job.pro_description} className="job-card__description" />
      <SkillChips skills={job.pro_skills} label="Skills" />
      <Link className="button button--secondary job-card__action" to={detailsHref}>
        View details<span className="visually-hidden"> of {job.pro_jobtitle}</span>
      </Link>
    </li>
  );
}
