import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveSearchParams } from './use-live-search-params';

afterEach(cleanup);

/** Two choices of a filter bar, each keeping the other's, and the URL as rendered. */
function Filters() {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const choose = (name: string, value: string) =>
    updateSearchParams(
      (next) => {
        next.set(name, value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <button type="button" onClick={() => choose('office', 'pune')}>
        Pune
      </button>
      <button type="button" onClick={() => choose('year', '2027')}>
        2027
      </button>
      <button type="button" onClick={() => choose('year', '2028')}>
        2028
      </button>
      <Link to="/holidays?office=seattle">Seattle link</Link>
      <output aria-label="Query">{useLocation().search}</output>
      <output aria-label="Office">{searchParams.get('office') ?? ''}</output>
    </>
  );
}

function renderFilters(initial = '/holidays?page=3') {
  const router = createMemoryRouter([{ path: '/holidays', element: <Filters /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const query = () => screen.getByLabelText('Query').textContent;

describe('useLiveSearchParams', () => {
  it('keeps the first choice when the second comes before the first has rendered', async () => {
    const router = renderFilters();
    // Both clicks in one task: the second runs before the first navigation has rendered.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pune' }));
      fireEvent.click(screen.getByRole('button', { name: '2027' }));
    });
    expect(router.state.location.search).toBe('?office=pune&year=2027');
    expect(query()).toBe('?office=pune&year=2027');
    expect(screen.getByLabelText('Office').textContent).toBe('pune');
  });

  it('starts from the rendered query once the choices have rendered, and after a link', async () => {
    renderFilters('/holidays');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pune' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '2027' })));
    expect(query()).toBe('?office=pune&year=2027');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Seattle link' })));
    expect(query()).toBe('?office=seattle');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '2028' })));
    expect(query()).toBe('?office=seattle&year=2028');
  });

  it('replaces a choice on its way when the same filter changes again', async () => {
    renderFilters('/holidays?office=pune');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '2027' }));
      fireEvent.click(screen.getByRole('button', { name: '2028' }));
    });
    expect(query()).toBe('?office=pune&year=2028');
  });

  it('does not carry what one router asked for into another that starts at the same location key', async () => {
    renderFilters('/holidays?page=3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pune' }));
      fireEvent.click(screen.getByRole('button', { name: '2027' }));
    });
    cleanup();
    renderFilters('/holidays');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '2028' })));
    expect(query()).toBe('?year=2028');
  });
});
