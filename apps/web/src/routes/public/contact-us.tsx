import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Contact Us',
    'Contact SmartMove: write to us, call us or drop us a line about data engineering, full stack development or Microsoft Dynamics work.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'contact' };

export default function ContactUs() {
  return (
    <>
      <PageIntro title="Contact Us">
        Reach our Seattle and Pune teams by e-mail or phone, or drop us a line below.
      </PageIntro>
      <div className="contact-page">
        <div className="container contact-page__layout">
          <ContactDetails />
          <ContactForm />
        </div>
      </div>
    </>
  );
}
