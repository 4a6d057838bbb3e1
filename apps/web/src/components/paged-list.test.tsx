import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../auth/errors';
import { renderUi } from '../test/render-ui';
import { PagedList, PagedListSkeleton } from './paged-list';
import type { ListAnswer } from './results-view';

interface Item {
  id: string;
  name: string;
}

type Query = UseQueryResult<ListAnswer<Item>>;

function listOf(page: number, total: number, pageSize = 2): Query {
  const data = Array.from({ length: Math.min(pageSize, total) }, (_, index) => ({
    id: `i${index}`,
    name: `Barang ${index + 1}`,
  }));
  return {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: { data, meta: { page, pageSize, total } },
  } as unknown as Query;
}

function renderList(query: Query, onPage = vi.fn()) {
  renderUi(
    <PagedList
      query={query}
      label="Daftar barang"
      keyOf={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      skeleton={<PagedListSkeleton count={2} height={100} />}
      errorTitle="Barang tidak dapat dimuat"
      empty={<p>Belum ada barang</p>}
      page={1}
      onPage={onPage}
    />,
  );
  return onPage;
}

describe('PagedList', () => {
  it('shows the skeleton while the first answer loads', () => {
    renderList({ isPending: true } as unknown as Query);
    expect(screen.getByRole('status', { name: 'Memuat…' }).getAttribute('data-skeleton')).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with its title and a retry', () => {
    const refetch = vi.fn();
    renderList({
      isPending: false,
      isError: true,
      error: new ApiError('NETWORK_ERROR', 0, 'x'),
      refetch,
    } as unknown as Query);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Barang tidak dapat dimuat');
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty answer', () => {
    renderList(listOf(1, 0));
    expect(screen.getByText('Belum ada barang')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the items under a named list and heading, without page links when one page holds them', () => {
    renderList(listOf(1, 2));
    expect(screen.getByRole('heading', { level: 2, name: 'Daftar barang' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Daftar barang' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Barang 1', 'Barang 2']);
    expect(screen.queryByRole('navigation', { name: 'Halaman hasil' })).toBeNull();
  });

  it('opens another page from the page links', () => {
    const onPage = renderList(listOf(1, 5));
    const nav = screen.getByRole('navigation', { name: 'Halaman hasil' });
    expect(within(nav).getByRole('button', { name: 'Halaman 1, halaman ini' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
