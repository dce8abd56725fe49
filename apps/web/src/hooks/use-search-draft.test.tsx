import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLiveSearchParams } from './use-live-search-params';
import { useSearchDraft } from './use-search-draft';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const withSearch = (current: URLSearchParams, search: string) => {
  const next = new URLSearchParams(current);
  if (search) next.set('search', search);
  else next.delete('search');
  next.delete('page');
  return next;
};

function SearchBar() {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const { draft, setDraft, submit } = useSearchDraft(
    searchParams.get('search') ?? '',
    updateSearchParams,
    withSearch,
  );
  return (
    <form role="search" onSubmit={submit}>
      <input aria-label="Search" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <Link to="/jobs?search=closed">Closed jobs</Link>
      <output aria-label="Query">{useLocation().search}</output>
    </form>
  );
}

function renderBar() {
  const router = createMemoryRouter([{ path: '/jobs', element: <SearchBar /> }], {
    initialEntries: ['/jobs?status=open&page=2'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const query = () => screen.getByLabelText('Query').textContent;

it('puts the search in the URL once typing pauses, in place of the current entry, back on page 1', async () => {
  const router = renderBar();
  const box = screen.getByLabelText('Search');
  fireEvent.change(box, { target: { value: 'dat' } });
  await act(() => vi.advanceTimersByTimeAsync(200));
  fireEvent.change(box, { target: { value: 'data' } });
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(query()).toBe('?status=open&page=2');
  await act(() => vi.advanceTimersByTimeAsync(150));
  expect(query()).toBe('?status=open&search=data');
  expect(router.state.historyAction).toBe('REPLACE');
});

it('searches at once on Enter, and a new URL replaces what the box holds', async () => {
  const router = renderBar();
  const box = screen.getByLabelText<HTMLInputElement>('Search');
  fireEvent.change(box, { target: { value: 'python' } });
  fireEvent.submit(screen.getByRole('search'));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(query()).toBe('?status=open&search=python');
  expect(router.state.historyAction).toBe('PUSH');
  fireEvent.click(screen.getByRole('link', { name: 'Closed jobs' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(box.value).toBe('closed');
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(query()).toBe('?search=closed');
});
