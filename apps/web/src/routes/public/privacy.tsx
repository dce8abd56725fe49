import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY_NOTICE } from '../../features/legal/legal-documents';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Privacy notice',
    'What SmartMove collects through its forms and portal, why, for how long, and how to have it deleted.',
    location.pathname,
  );

export default function Privacy() {
  return <LegalPage document={PRIVACY_NOTICE} />;
}
