import { OFFICES, isOfficeCode, officeLabel, todayIsoDate, type Holiday } from '@smartmove/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form/select';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { useFilterParams } from '../../../hooks/use-list-filters';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { HOLIDAYS_PAGE_SIZE, useHolidaysQuery, useRemoveHolidayMutation } from '../api/holidays';
import { AddHolidayForm } from './add-holiday-form';
import '../../../styles/lists.css';
import '../../../styles/people.css';

const OFFICE_OPTIONS = OFFICES.map((office) => ({ value: office.code, label: office.label }));

/** "Thursday, Dec 25, 2026". */
const describeDate = (date: string) => formatDate(date, { weekday: 'long' });

/**
 * /back-office/holidays (admin): each office's holiday calendar by year; "Add holiday" and a confirmed
 * "Remove holiday". Leave requests of the office's people do not count these days.
 */
export function HolidaysPage() {
  const [searchParams, setFilter] = useFilterParams<'office' | 'year'>();
  const officeParam = searchParams.get('office') ?? '';
  const office = isOfficeCode(officeParam) ? officeParam : OFFICES[0].code;
  const thisYear = Number(todayIsoDate().slice(0, 4));
  const yearParam = Number(searchParams.get('year'));
  const year = yearParam >= thisYear - 1 && yearParam <= thisYear + 2 ? yearParam : thisYear;
  const page = usePageParam();
  const query = useHolidaysQuery(office, year, page);
  const remove = useRemoveHolidayMutation();
  const [removing, setRemoving] = useState<Holiday>();
  const listTitleId = useId();

  const confirmRemove = useMutationAction({
    action: (holiday: Holiday) => remove.mutateAsync(holiday.id),
    success: (_removed, holiday) => `${holiday.name} removed from ${officeLabel(holiday.office)}`,
    onSettled: () => setRemoving(undefined),
  });

  const columns: ReadonlyArray<DataTableColumn<Holiday>> = [
    { label: 'Date', cell: (holiday) => describeDate(holiday.date) },
    { label: 'Name', className: 'data-table__wrap', cell: (holiday) => holiday.name },
    actionsColumn((holiday) => (
      <SmallButton
        aria-label={`Remove holiday ${holiday.name}, ${formatDate(holiday.date)}`}
        disabled={remove.isPending}
        onClick={() => setRemoving(holiday)}
      >
        Remove
      </SmallButton>
    )),
  ];

  return (
    <div className="container portal-section">
      <div className="form__grid form__grid--two" role="group" aria-label="Calendar">
        <Select
          label="Office"
          options={OFFICE_OPTIONS}
          value={office}
          onChange={(event) => setFilter('office', event.target.value)}
        />
        <Select
          label="Year"
          options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((value) => ({
            value: String(value),
            label: String(value),
          }))}
          value={String(year)}
          onChange={(event) => setFilter('year', event.target.value)}
        />
      </div>
      <AddHolidayForm office={office} />
      <section aria-labelledby={listTitleId}>
        <h2 id={listTitleId}>
          {officeLabel(office)} holidays {year}
        </h2>
        <PagedTable
          query={query}
          page={page}
          pageSize={HOLIDAYS_PAGE_SIZE}
          pagesLabel="Holiday pages"
          loadingLabel="Loading holidays…"
          empty={<EmptyState title="No holidays this year">Add the office&apos;s holidays above.</EmptyState>}
          caption={`${officeLabel(office)} office holidays in ${year}, in date order`}
          columns={columns}
          rowKey={(holiday) => holiday.id}
        />
      </section>
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this holiday?"
        action="Remove holiday"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
        onClose={() => setRemoving(undefined)}
      >
        {removing
          ? `${removing.name} on ${describeDate(removing.date)} becomes a working day in the ${officeLabel(removing.office)} office: leave requests count it again.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
