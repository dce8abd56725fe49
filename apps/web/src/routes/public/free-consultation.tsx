import type { RouteHandle } from '../../config/paths';
import { SITE } from '../../config/site';
import { CaptchaField } from '../../features/captcha/components/captcha-field';
import { ConsultationForm } from '../../features/consultation/components/consultation-form';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/free-consultation';
import { LeadPage } from '../../components/layout/lead-page';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Free Consultation',
    "Let's partner up: request a free consultation on data engineering, full stack development or Microsoft Dynamics.",
    location.pathname,
  );

export const handle: RouteHandle = { hideChrome: true };

export default function FreeConsultation() {
  useHiddenChrome();
  return (
    <LeadPage>
      <div className="lead-page__layout">
        <aside className="lead-page__aside">
          <h1>Free consultation</h1>
          <p>
            Talk to a senior engineer about your data platform, your full stack product or your Microsoft
            Dynamics rollout. No cost, no obligation.
          </p>
          <ul className="lead-page__points">
            <li>Data engineering on AWS, Azure and Databricks</li>
            <li>Full stack development with React and Node.js</li>
            <li>Microsoft Dynamics 365 implementation and support</li>
            <li>
              Teams in {SITE.offices.join(' and ')} since {SITE.established}
            </li>
          </ul>
        </aside>
        <ConsultationForm renderCaptcha={(props) => <CaptchaField {...props} />} />
      </div>
    </LeadPage>
  );
}
