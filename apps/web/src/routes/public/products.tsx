import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Products',
    'SmartMove offerings: data engineering, full stack development, Microsoft Dynamics and consultant staffing.',
    location.pathname,
  );

export default function Products() {
  return <PageIntro title="Products">What we offer.</PageIntro>;
}
