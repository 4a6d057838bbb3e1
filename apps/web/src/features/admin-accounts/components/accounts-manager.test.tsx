import type { AdminAccount } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { AccountsManager } from './accounts-manager';

const base: AdminAccount = {
  id: '3f0c1a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60',
  email: 'dewi@example.id',
  name: 'Dewi Lestari',
  phone: null,
  city: null,
  scope: ['student'],
  status: 'active',
  hasPassword: true,
  tutorVerifiedAt: null,
  activatedAt: '2026-11-02T00:00:00.000Z',
  suspendedAt: null,
  deletedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const erased: AdminAccount = {
  ...base,
  id: '3f0c1a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61',
  email: '3f0c1a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61@terhapus.scola.invalid',
  name: 'Pengguna terhapus',
  hasPassword: false,
  status: 'deleted',
  deletedAt: '2026-11-20T03:00:00.000Z',
};

describe('AccountsManager and deleted accounts', () => {
  it('lists deleted accounts only under "Terhapus", and offers no action on them', async () => {
    const admin = testUser({ scope: ['admin'] });
    const { api } = productApi(admin);
    api.on('GET', '/api/admin/akun', (call) => {
      const status = new URL(call.url).searchParams.get('status');
      const rows = status === 'deleted' ? [erased] : [base];
      return { body: { data: rows, meta: { page: 1, pageSize: 20, total: rows.length } } };
    });
    await renderWithSession(<AccountsManager />, { signedIn: true, user: admin, api });

    const table = await screen.findByRole('table', { name: 'Daftar akun' });
    expect(within(table).getByText('Dewi Lestari')).toBeTruthy();
    const status = screen.getByLabelText('Status', { selector: 'select' });
    expect((status as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Semua kecuali terhapus');
    expect(api.callsTo('GET', '/api/admin/akun').at(-1)?.url).not.toContain('status=');

    fireEvent.change(status, { target: { value: 'deleted' } });
    await waitFor(() => expect(screen.getByText('Pengguna terhapus')).toBeTruthy());
    expect(api.callsTo('GET', '/api/admin/akun').at(-1)?.url).toContain('status=deleted');
    expect(within(screen.getByRole('table')).getByText('Terhapus')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Buka detail akun Pengguna terhapus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengguna terhapus' });
    expect(within(dialog).getByText(/Akun ini hanya bisa dilihat, tidak bisa diubah\./)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tutup']);
  });

  it('still offers the actions on an account that is not deleted', async () => {
    const admin = testUser({ scope: ['admin'] });
    const { api } = productApi(admin);
    api.on('GET', '/api/admin/akun', { body: { data: [base], meta: { page: 1, pageSize: 20, total: 1 } } });
    await renderWithSession(<AccountsManager />, { signedIn: true, user: admin, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Buka detail akun Dewi Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dewi Lestari' });
    expect(within(dialog).getByRole('button', { name: 'Tangguhkan' })).toBeTruthy();
    expect(within(dialog).queryByText(/hanya bisa dilihat/)).toBeNull();
  });
});
