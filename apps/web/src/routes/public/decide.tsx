import { DecidePage } from '../../features/approvals/components/decide-page';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/decide';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta('For your approval', 'Approve or reject what waits for your decision.', location.pathname),
  // A private page: its address holds the approval link's token.
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function Decide({ params }: Route.ComponentProps) {
  return <DecidePage token={params.token} />;
}
