import { PageIntro } from '../../components/ui/page-intro';
import { BenchUpload } from '../../features/bench/components/bench-upload';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/upload-bench-sales-data';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Upload Bench Sales Data', 'Upload your bench sales data.', location.pathname);

export default function UploadBenchSalesData() {
  return (
    <RoleGate route="uploadBenchSalesData" title="Upload your bench sales data">
      <PageIntro title="Upload your bench sales data">
        Add consultants to your bench list from a CSV or Excel file, or type them in. You see every row
        checked before anything is saved.
      </PageIntro>
      <BenchUpload />
    </RoleGate>
  );
}
