import { PageIntro } from '../../components/ui/page-intro';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/know-your-worth';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Know Your Worth',
    'Know your worth: tell us your skills and years of experience and receive a personalised compensation offer.',
    location.pathname,
  );

export default function KnowYourWorth() {
  useHiddenChrome();
  return (
    <PageIntro title="Know your worth">
      Tick your skills, add your years of experience and receive a personalised offer.
    </PageIntro>
  );
}
