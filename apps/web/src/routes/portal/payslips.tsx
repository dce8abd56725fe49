import { PageIntro } from '../../components/ui/page-intro';
import { MyPayslips } from '../../features/payslips/components/my-payslips';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/payslips';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Payslips', 'Your monthly payslips.', location.pathname);

export default function Payslips() {
  return (
    <RoleGate route="payslips" title="Payslips">
      <PageIntro title="Payslips">Your monthly payslips, newest first, to download as PDF.</PageIntro>
      <MyPayslips />
    </RoleGate>
  );
}
