import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { ACCOUNT_DELETED_FLAG } from '../deleted-flag';
import { DeleteAccountDialog } from './delete-account-dialog';

const noop = () => undefined;

describe('DeleteAccountDialog', () => {
  it('asks for the password and the checkbox, shows a refusal, then deletes and signs out', async () => {
    const user = testUser();
    const { api } = productApi(user);
    let attempts = 0;
    api
      .on('GET', '/api/akun/hapus', { body: { data: { method: 'password' } } })
      .on('POST', '/api/akun/hapus', () =>
        (attempts += 1) === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'ACCOUNT_DELETION_WRONG_PASSWORD',
                  message: 'Kata sandi yang kamu masukkan salah.',
                },
              },
            }
          : { body: { data: { ok: true } } },
      );
    await renderWithSession(<DeleteAccountDialog open onClose={noop} />, { signedIn: true, user, api });

    const confirm = await screen.findByRole('button', { name: 'Hapus akun saya' });
    fireEvent.change(await screen.findByLabelText('Kata sandi'), { target: { value: 'salah' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Saya mengerti bahwa akun saya akan dihapus permanen.'));
    fireEvent.click(confirm);
    expect(
      await screen.findByText('Kata sandi yang kamu masukkan salah. Akunmu tidak dihapus.'),
    ).toBeTruthy();
    expect(screen.queryByText('Kata sandi saat ini salah.')).toBeNull();
    expect(screen.getByLabelText('Kata sandi').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'rahasia123' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(globalThis.sessionStorage.getItem(ACCOUNT_DELETED_FLAG)).toBe('1'));
    expect(api.callsTo('POST', '/api/akun/hapus').map((call) => call.body)).toEqual([
      { password: 'salah' },
      { password: 'rahasia123' },
    ]);
    globalThis.sessionStorage.removeItem(ACCOUNT_DELETED_FLAG);
  });

  it('asks a Google-only account for its e-mail instead', async () => {
    const user = testUser();
    const { api } = productApi(user);
    api.on('GET', '/api/akun/hapus', { body: { data: { method: 'email' } } });
    await renderWithSession(<DeleteAccountDialog open onClose={noop} />, { signedIn: true, user, api });
    expect(await screen.findByLabelText('Ketik email akunmu')).toBeTruthy();
    expect(screen.queryByLabelText('Kata sandi')).toBeNull();
  });
});
