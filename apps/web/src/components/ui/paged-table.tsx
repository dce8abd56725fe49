import { DataTable, type DataTableProps } from './data-table';
import { PagedList, type PagedData, type PagedListProps } from './paged-list';

export interface PagedTableProps<Row, Data extends PagedData & { items: readonly Row[] }>
  extends Omit<PagedListProps<Data>, 'children'>, Omit<DataTableProps<Row>, 'rows'> {
  /**
   * The list follows filters typed above it: a live region, busy while the next page loads, so that a screen
   * reader hears the new rows once they are in.
   */
  live?: boolean;
}

/** A paged list whose page is a table of its items (PagedList with a DataTable). */
export function PagedTable<Row, Data extends PagedData & { items: readonly Row[] }>({
  caption,
  columns,
  rowKey,
  className,
  rowClassName,
  live = false,
  ...list
}: PagedTableProps<Row, Data>) {
  const paged = (
    <PagedList {...list}>
      {(data) => (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data.items}
          rowKey={rowKey}
          className={className}
          rowClassName={rowClassName}
        />
      )}
    </PagedList>
  );
  return live ? (
    <div aria-live="polite" aria-busy={list.query.isFetching}>
      {paged}
    </div>
  ) : (
    paged
  );
}
