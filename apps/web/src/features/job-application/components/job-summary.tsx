import type { C2CJob } from '@smartmove/contract';
import { TextBlocks } from '../../../components/ui/text-blocks';

/** The job being applied for: its title (pro_jobtitle) and the facts an applicant checks first. */
export function JobSummary({ job }: { job: C2CJob }) {
  return (
    <div className="job-summary">
      <p className="form-card__lead">You are applying for</p>
      <h1>{job.pro_jobtitle}</h1>
      <ul className="tag-list tag-list--strong job-summary__meta" aria-label="Job facts">
        <li>{job.pro_location}</li>
        {job.pro_remote ? <li>Remote</li> : null}
        <li>{job.pro_rate}</li>
      </ul>
      <TextBlocks text={job.pro_description} className="job-summary__description" />
      <p>
        <strong>Skills:</strong> {job.pro_skills}
      </p>
    </div>
  );
}
