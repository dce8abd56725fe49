import { MyApplicationPage } from '../../features/my-application/components/my-application-page';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/my-application';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta('Your application', 'The status of your job application with SmartMove.', location.pathname),
  // A private page: its address holds the applicant's token.
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function MyApplication({ params }: Route.ComponentProps) {
  return <MyApplicationPage token={params.token} />;
}
