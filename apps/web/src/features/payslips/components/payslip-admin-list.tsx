import { formatPayslipMonth, type AdminPayslip } from '@smartmove/contract';
import { useId } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { PAYSLIPS_PAGE_SIZE, useAllPayslipsQuery } from '../api/payslips';
import { formatFileSize } from '../format-file-size';

const COLUMNS: ReadonlyArray<DataTableColumn<AdminPayslip>> = [
  { label: 'Employee', cell: (payslip) => payslip.employeeName },
  { label: 'Month', cell: (payslip) => formatPayslipMonth(payslip.month) },
  {
    label: 'File',
    className: 'data-table__wrap',
    cell: (payslip) => `${payslip.fileName} (${formatFileSize(payslip.size)})`,
  },
  { label: 'Uploaded by', cell: (payslip) => payslip.uploadedByName },
  { label: 'Uploaded', cell: (payslip) => formatDate(payslip.uploadedAt) },
];

/** Every payslip uploaded, newest month first (the admin's list; the PDFs stay with their employees). */
export function PayslipAdminList() {
  const page = usePageParam();
  const query = useAllPayslipsQuery(page);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Uploaded payslips</h2>
      <PagedList
        query={query}
        page={page}
        pageSize={PAYSLIPS_PAGE_SIZE}
        pagesLabel="Payslip pages"
        loadingLabel="Loading payslips…"
        empty={<EmptyState title="No payslips yet">Upload an employee&apos;s payslip above.</EmptyState>}
      >
        {(data) => (
          <DataTable
            caption="Uploaded payslips, newest month first"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(payslip) => payslip.id}
          />
        )}
      </PagedList>
    </section>
  );
}
