import type { Key, ReactNode } from 'react';
import '../../styles/lists.css';

export interface DataTableColumn<Row> {
  /** The column's header, and each cell's data-label (phones stack a row's cells under these labels). */
  label: string;
  /** What the header cell shows instead of the label, e.g. a visually hidden "Actions". */
  header?: ReactNode;
  /** Classes of the column's body cells (data-table__wrap, data-table__number). */
  className?: string | undefined;
  /** Classes of its header cell. */
  headerClassName?: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Read by screen readers only, e.g. "Your expense claims, newest first". */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  className?: string | undefined;
  rowClassName?: ((row: Row) => string) | undefined;
}

/**
 * The last column: the row's own buttons and links side by side (styles/people.css), under a header only
 * screen readers read ("Actions").
 */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return {
    label: 'Actions',
    header: <span className="visually-hidden">Actions</span>,
    cell: (row) => <div className="data-table__actions">{cell(row)}</div>,
  };
}

/** A cell's text with a second, smaller line under it (none when `sub` is empty). */
export function TwoLineCell({ children, sub }: { children: ReactNode; sub: ReactNode }) {
  return (
    <>
      {children}
      {sub ? <span className="data-table__sub">{sub}</span> : null}
    </>
  );
}

/** The lists' table: a hidden caption, column headers, and each row headed by its first cell. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  rowClassName,
}: DataTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.headerClassName}>
                {column.header ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.label} scope="row" data-label={column.label} className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.label} data-label={column.label} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
