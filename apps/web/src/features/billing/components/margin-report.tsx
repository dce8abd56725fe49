import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  MARGIN_GROUP_LABELS,
  MARGIN_GROUPS,
  MarginReportQuerySchema,
  todayIsoDate,
  type MarginRow,
  type z,
} from '@smartmove/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { Select } from '../../../components/ui/form/select';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useDownload } from '../../../hooks/use-download';
import { formatHours } from '../../../lib/format';
import { downloadMarginCsv, downloadPayrollCsv, useMarginQuery, type MarginFilters } from '../api/pay';

const columns = (groupBy: MarginFilters['groupBy']): DataTableColumn<MarginRow>[] => [
  { label: MARGIN_GROUP_LABELS[groupBy], className: 'data-table__wrap', cell: (row) => row.label },
  { label: 'Currency', cell: (row) => row.currency },
  { label: 'Hours', className: 'data-table__number', cell: (row) => formatHours(row.hours) },
  { label: 'Billed', className: 'data-table__number', cell: (row) => formatMoney(row.billed, row.currency) },
  { label: 'Cost', className: 'data-table__number', cell: (row) => formatMoney(row.cost, row.currency) },
  { label: 'Margin', className: 'data-table__number', cell: (row) => formatMoney(row.margin, row.currency) },
  { label: 'Margin %', className: 'data-table__number', cell: (row) => `${row.marginPercent.toFixed(2)}%` },
];

/** The first day of the month three months before today: the report's first range. */
function defaultFrom(): string {
  const today = todayIsoDate();
  const month = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  month.setUTCMonth(month.getUTCMonth() - 3);
  return month.toISOString().slice(0, 10);
}

/**
 * The margin report: hours, billed, cost and margin by client, consultant or month for a range of weeks, one
 * row per currency; its CSV ("Export CSV") and the range's payroll hours for the payroll provider.
 */
export function MarginReport() {
  const [filters, setFilters] = useState<MarginFilters>(() => ({
    from: defaultFrom(),
    to: todayIsoDate(),
    groupBy: 'client',
  }));
  const query = useMarginQuery(filters);
  const { downloading, download } = useDownload();
  const titleId = useId();
  const form = useForm<
    z.input<typeof MarginReportQuerySchema>,
    unknown,
    z.output<typeof MarginReportQuerySchema>
  >({
    resolver: zodResolver(MarginReportQuerySchema),
    defaultValues: filters,
  });
  const registered = fieldsOf(form);
  const onSubmit = form.handleSubmit(({ from, to, groupBy }) => setFilters({ from, to, groupBy }));

  return (
    <>
      <FormCard
        title="Margin for"
        titleId="margin-filters-title"
        busy={false}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="form__grid form__grid--two">
          <DateInput label="From" hint="Weeks whose Monday is from this day…" {...registered('from')} />
          <DateInput label="To" hint="…to this day." {...registered('to')} />
          <Select
            label="Group by"
            options={MARGIN_GROUPS.map((group) => ({ value: group, label: MARGIN_GROUP_LABELS[group] }))}
            {...registered('groupBy')}
          />
        </div>
        <div className="form__actions">
          <SubmitButton submitting={query.isFetching}>Show margin</SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            disabled={downloading === 'margin'}
            onClick={() => void download('margin', () => downloadMarginCsv(filters))}
          >
            {downloading === 'margin' ? 'Downloading…' : 'Export CSV'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={downloading === 'payroll'}
            onClick={() => void download('payroll', () => downloadPayrollCsv(filters.from, filters.to))}
          >
            {downloading === 'payroll' ? 'Downloading…' : 'Payroll CSV'}
          </button>
        </div>
      </FormCard>
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>
          Margin by {MARGIN_GROUP_LABELS[filters.groupBy].toLowerCase()}, {filters.from} to {filters.to}
        </h2>
        {query.isPending ? <LoadingState label="Loading the margin…" /> : null}
        {query.isError ? (
          <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : null}
        {query.data && query.data.items.length === 0 ? (
          <EmptyState title="No approved hours in these weeks">
            Choose other dates: the margin counts approved hours of placements, invoiced or not.
          </EmptyState>
        ) : null}
        {query.data && query.data.items.length > 0 ? (
          <DataTable
            caption={`Margin by ${MARGIN_GROUP_LABELS[filters.groupBy].toLowerCase()} and currency`}
            columns={columns(filters.groupBy)}
            rows={query.data.items}
            rowKey={(row) => `${row.key}|${row.currency}`}
          />
        ) : null}
      </section>
    </>
  );
}
