import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsColumn, type DataTableColumn } from './data-table';
import { PagedTable } from './paged-table';
import { SmallButton } from './small-button';

afterEach(cleanup);

interface Holiday {
  id: string;
  name: string;
}
type Data = { items: Holiday[]; total: number };

const HOLIDAYS: Holiday[] = [
  { id: 'a', name: 'Diwali' },
  { id: 'b', name: 'Holi' },
];

function renderTable(state: Partial<UseQueryResult<Data>>, live = false, onRemove = vi.fn()) {
  const query = { isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...state };
  const columns: ReadonlyArray<DataTableColumn<Holiday>> = [
    { label: 'Name', cell: (holiday) => holiday.name },
    actionsColumn((holiday) => (
      <SmallButton aria-label={`Remove ${holiday.name}`} onClick={() => onRemove(holiday)}>
        Remove
      </SmallButton>
    )),
  ];
  return render(
    <MemoryRouter initialEntries={['/back-office/holidays?page=2']}>
      <PagedTable
        live={live}
        query={query as unknown as UseQueryResult<Data>}
        page={2}
        pageSize={2}
        pagesLabel="Holiday pages"
        loadingLabel="Loading holidays…"
        empty={<p>No holidays this year</p>}
        caption="Holidays, in date order"
        className="holiday-table"
        columns={columns}
        rowKey={(holiday) => holiday.id}
      />
    </MemoryRouter>,
  );
}

describe('PagedTable', () => {
  it("shows the page's items as a table followed by the pager, each row with its own actions", () => {
    const onRemove = vi.fn();
    renderTable({ data: { items: HOLIDAYS, total: 5 } }, false, onRemove);
    const table = screen.getByRole('table', { name: 'Holidays, in date order' });
    expect(table.className).toBe('data-table holiday-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Name', 'Actions']);
    expect(headers[1]?.querySelector('.visually-hidden')?.textContent).toBe('Actions');
    const remove = within(table).getByRole('button', { name: 'Remove Holi' });
    expect(remove.getAttribute('type')).toBe('button');
    expect(remove.className).toBe('button button--secondary button--small');
    expect(remove.parentElement?.className).toBe('data-table__actions');
    remove.click();
    expect(onRemove).toHaveBeenCalledWith(HOLIDAYS[1]);
    expect(screen.getByRole('navigation', { name: 'Holiday pages' }).textContent).toContain('Page 2 of 3');
    expect(table.closest('[aria-live]')).toBeNull();
  });

  it('shows the loading and the empty states of the list', () => {
    renderTable({ isPending: true });
    expect(screen.getByRole('status').textContent).toContain('Loading holidays…');
    cleanup();
    renderTable({ data: { items: [], total: 0 } });
    expect(screen.getByText('No holidays this year')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is a live region, busy while the next page loads, when filters above it change the list', () => {
    renderTable({ data: { items: HOLIDAYS, total: 2 }, isFetching: true }, true);
    const region = screen.getByRole('table').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-busy')).toBe('true');
  });
});
