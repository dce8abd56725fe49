import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { PayslipAdminList } from '../../features/payslips/components/payslip-admin-list';
import { UploadPayslipForm } from '../../features/payslips/components/upload-payslip-form';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/payslips';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Payslips', "Upload each employee's monthly payslip.", location.pathname);

export default function StaffPayslips() {
  return (
    <StaffGate route="payslips" title="Payslips">
      <PageIntro title="Payslips">
        Upload each employee&apos;s monthly payslip as a PDF; they download it from their portal.
      </PageIntro>
      <div className="container portal-section">
        <UploadPayslipForm />
        <PayslipAdminList />
      </div>
    </StaffGate>
  );
}
