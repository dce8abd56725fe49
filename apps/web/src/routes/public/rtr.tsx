import { RtrPage } from '../../features/submittals/components/rtr-page';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/rtr';

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta('Right to represent', 'Agree or decline to be submitted for a role.', location.pathname),
  // A private page: its address holds the link's token.
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function Rtr({ params }: Route.ComponentProps) {
  return <RtrPage token={params.token} />;
}
