import { BENCH_STATE_LABELS, type BenchState } from '@smartmove/contract';
import { TwoLineCell, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A bench list's "Status": the candidate's state and, under it, why a recruiter sent it back (`reasonNote`). */
export function benchStateColumn<Row extends { status: BenchState; sentBackReason: string | null }>(
  reasonNote: (reason: string) => string,
): DataTableColumn<Row> {
  return {
    label: 'Status',
    className: 'data-table__wrap',
    cell: (candidate) => (
      <TwoLineCell sub={candidate.sentBackReason ? reasonNote(candidate.sentBackReason) : null}>
        <StatusBadge status={candidate.status} label={BENCH_STATE_LABELS[candidate.status]} />
      </TwoLineCell>
    ),
  };
}
