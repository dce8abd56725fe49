import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS } from '../../features/legal/legal-documents';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Terms & Conditions',
    'The terms of the SmartMove website, its forms and its free consultation.',
    location.pathname,
  );

export default function Terms() {
  return <LegalPage document={TERMS} />;
}
