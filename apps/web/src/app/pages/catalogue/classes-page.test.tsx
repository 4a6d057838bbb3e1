import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../auth/testing/fakes';
import { liveClassCard } from '../../../test/catalogue-fixtures';
import { renderApp } from '../../../test/app-session';

const SLOW = 5000;

function catalogueApi(classes = [liveClassCard()]) {
  const api = new FakeApi();
  api
    .on('GET', '/api/kelas', (call) => {
      const query = new URL(call.url).searchParams;
      const found = query.get('q') === 'tidak-ada' ? [] : classes;
      return {
        body: {
          data: found,
          meta: { page: Number(query.get('page') ?? 1), pageSize: 12, total: found.length },
        },
      };
    })
    .on('GET', '/api/pelajaran', {
      body: {
        data: [
          {
            id: '6b18c587-2911-4fe4-9488-d2c7d1a48c5f',
            name: 'Matematika',
            slug: 'matematika-sma',
            level: 'SMA',
          },
        ],
        meta: { page: 1, pageSize: 100, total: 1 },
      },
    });
  return api;
}

describe('/kelas', { timeout: 15_000 }, () => {
  it('asks the API with the valid filters of the URL and shows the cards', async () => {
    const api = catalogueApi();
    const { router } = await renderApp('/kelas?q=kuadrat&jenjang=SMA&jenis=privat&hargaMin=abc&sort=rating', {
      api,
    });
    expect(
      await screen.findByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }, { timeout: SLOW }),
    ).toBeTruthy();
    const call = api.callsTo('GET', '/api/kelas')[0];
    expect(new URL(call!.url).search).toBe('?q=kuadrat&jenjang=SMA&sort=rating&pageSize=12');
    expect(screen.getByText('1 kelas ditemukan')).toBeTruthy();
    // The invalid values left the URL too.
    await waitFor(() => expect(router.state.location.search).toBe('?q=kuadrat&jenjang=SMA&sort=rating'));
    expect(
      screen.getByRole<HTMLInputElement>('combobox', { name: 'Cari kelas, pelajaran, atau tutor' }).value,
    ).toBe('kuadrat');
  });

  it('changing a filter writes it to the URL; the empty state clears the filters', async () => {
    const api = catalogueApi();
    const { router } = await renderApp('/kelas?q=tidak-ada', { api });
    expect(await screen.findByText('Tidak ada kelas yang cocok', {}, { timeout: SLOW })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jenjang'), { target: { value: 'SMP' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=tidak-ada&jenjang=SMP'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Hapus semua filter' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }, { timeout: SLOW }),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the API fails', async () => {
    const api = new FakeApi();
    let fail = true;
    api.on('GET', '/api/kelas', () =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } }
        : { body: { data: [liveClassCard()], meta: { page: 1, pageSize: 12, total: 1 } } },
    );
    await renderApp('/kelas', { api });
    const retry = await screen.findByRole('button', { name: 'Coba lagi' }, { timeout: 15_000 });
    expect(screen.getByText(/Terjadi kesalahan di server kami/)).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(
      await screen.findByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }, { timeout: SLOW }),
    ).toBeTruthy();
  });
});
