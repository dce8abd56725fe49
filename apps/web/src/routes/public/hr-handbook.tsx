import { HandbookDocument } from '../../features/handbook/components/handbook-document';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/hr-handbook';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Employee Handbook',
    'The SmartMove employee handbook: employment basics, workplace policies, compensation, benefits, leave and leaving the company.',
    location.pathname,
  );

export default function HrHandbook() {
  return <HandbookDocument />;
}
