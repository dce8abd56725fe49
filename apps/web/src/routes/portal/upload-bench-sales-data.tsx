import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/upload-bench-sales-data';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Upload Bench Sales Data', 'Upload your bench sales data.', location.pathname);

export default function UploadBenchSalesData() {
  return <PageIntro title="Upload your bench sales data">Add consultants to your bench list.</PageIntro>;
}
