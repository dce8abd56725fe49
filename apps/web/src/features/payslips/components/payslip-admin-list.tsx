import { formatPayslipMonth, type AdminPayslip } from '@smartmove/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { PAYSLIPS_PAGE_SIZE, useAllPayslipsQuery, useRemovePayslipMutation } from '../api/payslips';
// A row's compact action buttons side by side, as on People.
import '../../../styles/people.css';
import { formatFileSize } from '../format-file-size';

/** What a payslip's buttons and messages call it: "Dana Employee's payslip for May 2026". */
function describe(payslip: AdminPayslip): string {
  return `${payslip.employeeName}'s payslip for ${formatPayslipMonth(payslip.month)}`;
}

/**
 * Every payslip uploaded, newest month first (the admin's list; the PDFs stay with their employees), each
 * with "Remove" (after a confirmation) for one filed by mistake. The File column shows the name the
 * uploader chose, to spot a wrong file; the employee only ever sees payslip-YYYY-MM.pdf.
 */
export function PayslipAdminList() {
  const page = usePageParam();
  const query = useAllPayslipsQuery(page);
  const titleId = useId();
  const remove = useRemovePayslipMutation();
  const [removing, setRemoving] = useState<AdminPayslip>();
  const confirmRemove = useMutationAction({
    action: (payslip: AdminPayslip) => remove.mutateAsync(payslip.id),
    success: (_removed, payslip) => `${describe(payslip)} removed`,
    onSettled: () => setRemoving(undefined),
  });

  const columns: ReadonlyArray<DataTableColumn<AdminPayslip>> = [
    { label: 'Employee', cell: (payslip) => payslip.employeeName },
    { label: 'Month', cell: (payslip) => formatPayslipMonth(payslip.month) },
    {
      label: 'File',
      className: 'data-table__wrap',
      cell: (payslip) => (
        <>
          {payslip.fileName} ({formatFileSize(payslip.size)})
          {payslip.uploadedFileName !== payslip.fileName ? (
            <span className="data-table__sub">Uploaded as {payslip.uploadedFileName}</span>
          ) : null}
        </>
      ),
    },
    { label: 'Uploaded by', cell: (payslip) => payslip.uploadedByName },
    { label: 'Uploaded', cell: (payslip) => formatDate(payslip.uploadedAt) },
    actionsColumn((payslip) => (
      <SmallButton
        aria-label={`Remove ${describe(payslip)}`}
        disabled={remove.isPending}
        onClick={() => setRemoving(payslip)}
      >
        Remove
      </SmallButton>
    )),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Uploaded payslips</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={PAYSLIPS_PAGE_SIZE}
        pagesLabel="Payslip pages"
        loadingLabel="Loading payslips…"
        empty={<EmptyState title="No payslips yet">Upload an employee&apos;s payslip above.</EmptyState>}
        caption="Uploaded payslips, newest month first"
        columns={columns}
        rowKey={(payslip) => payslip.id}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? `Remove ${describe(removing)}?` : ''}
        action="Remove"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
        onClose={() => setRemoving(undefined)}
      >
        The employee no longer sees it and its PDF is deleted. Upload the right payslip again if needed.
      </ConfirmDialog>
    </section>
  );
}
