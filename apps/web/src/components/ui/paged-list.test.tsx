import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { PagedList } from './paged-list';

afterEach(cleanup);

interface Claim {
  id: string;
  date: string;
  amount: string;
}

const COLUMNS: ReadonlyArray<DataTableColumn<Claim>> = [
  { label: 'Date', cell: (claim) => claim.date },
  {
    label: 'Amount',
    className: 'data-table__number',
    headerClassName: 'data-table__number',
    cell: (claim) => claim.amount,
  },
  { label: 'Actions', header: <span className="visually-hidden">Actions</span>, cell: () => 'View' },
];

const CLAIMS: Claim[] = [
  { id: 'a', date: '3 March', amount: '$86.40' },
  { id: 'b', date: '1 March', amount: '$12.00' },
];

type Data = {
  items: Claim[];
  total: number;
  totalCapped?: boolean;
  older?: string | null;
  newer?: string | null;
};
const query = (state: Partial<UseQueryResult<Data>>) =>
  ({ isPending: false, isError: false, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<Data>;

function renderList(
  result: UseQueryResult<Data>,
  page = 1,
  url = `/employee-claims${page > 1 ? `?page=${page}` : ''}`,
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PagedList
        query={result}
        page={page}
        pageSize={2}
        pagesLabel="Claim pages"
        loadingLabel="Loading your claims…"
        empty={<p>No claims yet</p>}
      >
        {(data) => (
          <DataTable caption="Your claims" columns={COLUMNS} rows={data.items} rowKey={(claim) => claim.id} />
        )}
      </PagedList>
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  it('heads each row with its first cell and labels every cell with its column', () => {
    render(<DataTable caption="Your claims" columns={COLUMNS} rows={CLAIMS} rowKey={(claim) => claim.id} />);
    const table = screen.getByRole('table', { name: 'Your claims' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Actions']);
    const row = within(table).getByRole('row', { name: /3 March/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('3 March');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Amount', 'Actions']);
    expect(cells[0]?.className).toBe('data-table__number');
    expect(table.querySelector('thead th.data-table__number')?.textContent).toBe('Amount');
  });
});

describe('PagedList', () => {
  it('shows the loading state, then a failure with a retry', () => {
    renderList(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading your claims…');
    cleanup();
    const failed = query({ isError: true, error: new TypeError('Failed to fetch') });
    renderList(failed);
    expect(screen.getByRole('alert').textContent).toContain('The server could not be reached');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('shows the empty state for a page without items', () => {
    renderList(query({ data: { items: [], total: 0 } }));
    expect(screen.getByText('No claims yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the items followed by the pager when there is more than one page', () => {
    renderList(query({ data: { items: CLAIMS, total: 5 } }), 2);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const pager = screen.getByRole('navigation', { name: 'Claim pages' });
    expect(pager.textContent).toContain('Page 2 of 3');
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/employee-claims');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/employee-claims?page=3',
    );
  });

  it('pages by cursor a list counted no further than its total', () => {
    const data = { items: CLAIMS, total: 10_000, totalCapped: true, older: 'c-older', newer: 'c-newer' };
    renderList(query({ data }), 3, '/back-office/audit?search=approved&page=3&after=c-earlier');
    const pager = screen.getByRole('navigation', { name: 'Claim pages' });
    expect(pager.textContent).toContain('Page 3 (5–6 of more than 10,000)');
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/back-office/audit?search=approved&page=2&before=c-newer');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/back-office/audit?search=approved&page=4&after=c-older',
    );
    cleanup();
    // The last page has no Next; Previous to page 1 is the list's own URL.
    renderList(
      query({ data: { ...data, total: 4, totalCapped: false, older: null } }),
      2,
      '/back-office/audit?page=2&after=x',
    );
    const last = screen.getByRole('navigation', { name: 'Claim pages' });
    expect(last.textContent).toContain('Page 2 of 2');
    expect(within(last).queryByRole('link', { name: /Next/ })).toBeNull();
    expect(
      within(last)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/back-office/audit');
  });
});
