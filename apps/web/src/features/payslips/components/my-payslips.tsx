import { formatPayslipMonth, type Payslip } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
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
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={downloading === payslip.id}
          aria-label={`Download ${formatPayslipMonth(payslip.month)}`}
          onClick={() => void download(payslip)}
        >
          {downloading === payslip.id ? 'Downloading…' : 'Download'}
        </button>
      ),
    },
  ];

  return (
    <div className="container portal-section">
      <PagedList
        query={query}
        page={page}
        pageSize={PAYSLIPS_PAGE_SIZE}
        pagesLabel="Payslip pages"
        loadingLabel="Loading your payslips…"
        empty={
          <EmptyState title="No payslips yet">Your payslip appears here once each month is paid.</EmptyState>
        }
      >
        {(data) => (
          <DataTable
            caption="Your payslips, newest month first"
            columns={columns}
            rows={data.items}
            rowKey={(payslip) => payslip.id}
          />
        )}
      </PagedList>
    </div>
  );
}
