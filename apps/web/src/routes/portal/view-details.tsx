import { paths, type RouteHandle } from '../../config/paths';
import { BenchConsultantPicker } from '../../features/bench/components/bench-consultant-picker';
import { JobDetails } from '../../features/c2c-jobs/components/job-details';
import { CaptchaField } from '../../features/captcha/components/captcha-field';
import { ApplyForm } from '../../features/job-application/components/apply-form';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/view-details';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Job Details', 'The details of a C2C job.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function ViewDetails({ params }: Route.ComponentProps) {
  return (
    <RoleGate route="viewDetails" title="Job details">
      <JobDetails
        audience="partner"
        jobName={params.id}
        listHref={paths.viewAllC2cJobs()}
        renderActions={(job) => (
          <section className="form-card job-details__submit" aria-labelledby="apply-form-title">
            <h2 id="apply-form-title" className="form-card__title">
              Submit Candidate
            </h2>
            <p className="form-card__lead">
              Submit a consultant for {job.pro_jobtitle}: pick them from your bench or type their details. All
              fields are required; the submission appears in your submissions.
            </p>
            <ApplyForm
              jobName={job.pro_jobname}
              // The apply form's button is "Apply Now" (docs/product.md#labels); here it also says for whom.
              submitLabel="Apply Now for this candidate"
              renderPicker={(fill) => <BenchConsultantPicker onPick={fill} />}
              renderCaptcha={(props) => <CaptchaField {...props} variant="invisible" />}
            />
          </section>
        )}
      />
    </RoleGate>
  );
}
