import { formatPayslipMonth, type Payslip } from '@smartmove/contract';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { useDownload } from '../../../hooks/use-download';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { downloadPayslip, PAYSLIPS_PAGE_SIZE, useMyPayslipsQuery } from '../api/payslips';
import { formatFileSize } from '../format-file-size';

/** /payslips: the employee's own payslips, newest month first, each with "Download". */
export function MyPayslips() {
  const page = usePageParam();
  const query = useMyPayslipsQuery(page);
  const { downloading, download: start } = useDownload();
  const download = (payslip: Payslip) =>
    start(payslip.id, () => downloadPayslip(payslip.id, payslip.fileName));

  const columns: DataTableColumn<Payslip>[] = [
    { label: 'Month', cell: (payslip) => formatPayslipMonth(payslip.month) },
    {
      label: 'File',
      className: 'data-table__wrap',
      cell: (payslip) => `${payslip.fileName} (${formatFileSize(payslip.size)})`,
    },
    { label: 'Uploaded', cell: (payslip) => formatDate(payslip.uploadedAt) },
    {
      label: 'Actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (payslip) => (
        <SmallButton
          disabled={downloading === payslip.id}
          aria-label={`Download ${formatPayslipMonth(payslip.month)}`}
          onClick={() => void download(payslip)}
        >
          {downloading === payslip.id ? 'Downloading…' : 'Download'}
        </SmallButton>
      ),
    },
  ];

  return (
    <div className="container portal-section">
      <PagedTable
        query={query}
        page={page}
        pageSize={PAYSLIPS_PAGE_SIZE}
        pagesLabel="Payslip pages"
        loadingLabel="Loading your payslips…"
        empty={
          <EmptyState title="No payslips yet">Your payslip appears here once each month is paid.</EmptyState>
        }
        caption="Your payslips, newest month first"
        columns={columns}
        rowKey={(payslip) => payslip.id}
      />
    </div>
  );
}
