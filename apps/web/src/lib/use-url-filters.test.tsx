import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { classFilterSpec } from '../features/catalogue-classes/api/class-filters';
import { useUrlFilters } from './use-url-filters';

function Probe() {
  const filters = useUrlFilters(classFilterSpec);
  return (
    <div>
      <output data-testid="values">{JSON.stringify(filters.values)}</output>
      <button onClick={() => filters.update({ jenjang: 'SMP' })}>smp</button>
      <button
        onClick={() => {
          filters.update({ jenjang: 'SMP' });
          filters.update({ sort: 'price_asc' });
        }}
      >
        smp and sort
      </button>
      <button onClick={() => filters.setPage(3)}>page 3</button>
      <button onClick={() => filters.clear()}>clear</button>
    </div>
  );
}

function setup(initial: string) {
  const router = createMemoryRouter([{ path: '/kelas', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  const values = () =>
    JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;
  return { router, search, values };
}

describe('useUrlFilters', () => {
  it('removes invalid values from the URL without a new history entry', async () => {
    const { router, search, values } = setup('/kelas?q=kimia&jenjang=KULIAH&page=abc');
    await screen.findByTestId('values');
    expect(values()).toEqual({ q: 'kimia' });
    expect(search()).toBe('?q=kimia');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes each change (back returns to the previous search) and restarts at page 1', async () => {
    const { router, search, values } = setup('/kelas?q=kimia&page=2');
    fireEvent.click(await screen.findByText('smp'));
    expect(search()).toBe('?q=kimia&jenjang=SMP');
    fireEvent.click(screen.getByText('page 3'));
    expect(search()).toBe('?q=kimia&jenjang=SMP&page=3');
    expect(values()).toEqual({ q: 'kimia', jenjang: 'SMP', page: 3 });
    await act(() => router.navigate(-1));
    expect(search()).toBe('?q=kimia&jenjang=SMP');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?q=kimia&page=2');
    expect(values()).toEqual({ q: 'kimia', page: 2 });
    fireEvent.click(screen.getByText('clear'));
    expect(search()).toBe('');
  });
});

describe('useUrlFilters, quick successive changes', () => {
  it('keeps the first change when a second one comes before the page re-rendered', async () => {
    const { router } = setup('/kelas');
    // Both clicks run the callbacks of the same render: the page has not caught up with the first change yet.
    fireEvent.click(await screen.findByText('smp and sort'));
    expect(router.state.location.search).toBe('?jenjang=SMP&sort=price_asc');
  });
});
