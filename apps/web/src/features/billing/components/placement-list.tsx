import { formatDate, formatMoney, PAY_TYPE_LABELS, type Placement } from '@smartmove/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Modal } from '../../../components/ui/modal';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { usePageParam } from '../../../hooks/use-page-param';
import { BILLING_PAGE_SIZE, useEndPlacementMutation, usePlacementsQuery } from '../api/billing';
import { ChangeRatesForm } from './placement-form';
import '../../../styles/people.css';

function ratesOf(placement: Placement): string {
  const money = (amount: number) => formatMoney(amount, placement.currency);
  const overtime =
    placement.overtimeBillRate !== null
      ? `; overtime ${money(placement.overtimeBillRate)} / ${placement.overtimePayRate !== null ? money(placement.overtimePayRate) : '—'}`
      : '';
  return `${money(placement.billRate)} bill / ${money(placement.payRate)} pay${overtime}`;
}

/** Every placement: who, for which client and project, pay type, dates and the rates in force; actions per row. */
export function PlacementList() {
  const page = usePageParam();
  const query = usePlacementsQuery(page);
  const [changing, setChanging] = useState<Placement>();
  const [ending, setEnding] = useState<Placement>();
  const mutation = useEndPlacementMutation();
  const end = useMutationAction({
    action: mutation.mutateAsync,
    success: () => `Placement of ${ending?.userName ?? ''} ended`,
    onSettled: () => setEnding(undefined),
  });
  const titleId = useId();

  const columns: DataTableColumn<Placement>[] = [
    { label: 'Consultant', className: 'data-table__wrap', cell: (placement) => placement.userName },
    { label: 'Client', className: 'data-table__wrap', cell: (placement) => placement.clientName },
    { label: 'Project', className: 'data-table__wrap', cell: (placement) => placement.project },
    {
      label: 'Pay type',
      cell: (placement) =>
        placement.vendorName
          ? `${PAY_TYPE_LABELS[placement.payType]} (${placement.vendorName})`
          : PAY_TYPE_LABELS[placement.payType],
    },
    {
      label: 'Dates',
      cell: (placement) =>
        placement.endDate
          ? `${formatDate(placement.startDate)} – ${formatDate(placement.endDate)}`
          : `From ${formatDate(placement.startDate)}`,
    },
    { label: 'Rates per hour', className: 'data-table__wrap', cell: ratesOf },
    actionsColumn((placement) => (
      <>
        <SmallButton aria-haspopup="dialog" onClick={() => setChanging(placement)}>
          Change rates<span className="visually-hidden"> of {placement.userName}</span>
        </SmallButton>
        {placement.endDate === null ? (
          <SmallButton aria-haspopup="dialog" onClick={() => setEnding(placement)}>
            End<span className="visually-hidden"> placement of {placement.userName}</span>
          </SmallButton>
        ) : null}
      </>
    )),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Placements</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={BILLING_PAGE_SIZE}
        pagesLabel="Placement pages"
        loadingLabel="Loading placements…"
        empty={<EmptyState title="No placements yet">Add the first placement above.</EmptyState>}
        caption="Placements, newest first"
        columns={columns}
        rowKey={(placement) => placement.id}
      />
      <Modal
        open={changing !== undefined}
        onClose={() => setChanging(undefined)}
        title={`Change rates of ${changing?.userName ?? ''}`}
      >
        {changing ? (
          <ChangeRatesForm key={changing.id} placement={changing} onSaved={() => setChanging(undefined)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={ending !== undefined}
        title={`End the placement of ${ending?.userName ?? ''}?`}
        action="End placement"
        busy={mutation.isPending}
        onConfirm={() => ending && void end({ id: ending.id })}
        onClose={() => setEnding(undefined)}
      >
        It ends today: hours after today are not billed for it.
      </ConfirmDialog>
    </section>
  );
}
