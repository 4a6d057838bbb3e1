import type { MyReviewState, OwnReview } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { MyReview } from './my-review';

const CLASS_ID = '3a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const STATE_PATH = `/api/ulasan/saya/kelas/${CLASS_ID}`;
const WRITE_PATH = `/api/ulasan/kelas/${CLASS_ID}`;
/** The first answer takes a while on a busy machine (session restore, then the query). */
const slow = { timeout: 5_000 };

const saved: OwnReview = {
  id: '7e6d5c4b-3a29-4187-8f6e-5d4c3b2a1908',
  rating: 4,
  comment: 'Latihan soalnya pas.',
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  reply: null,
};

/** A fake API whose answer about the student's review follows what was written (as the real one does). */
async function renderWith(initial: MyReviewState) {
  const { api } = productApi(testUser());
  let state = initial;
  api.on('GET', STATE_PATH, () => ({ body: { data: state } }));
  const app = await renderWithSession(<MyReview targetType="kelas" targetId={CLASS_ID} />, {
    signedIn: true,
    api,
  });
  const written = (review: OwnReview) => {
    state = { ...state, review };
    return { body: { data: review } };
  };
  return { ...app, written };
}

describe('MyReview', () => {
  it('lets an owner write a review: stars required, then the comment, sent once and confirmed', async () => {
    const { api, written } = await renderWith({ canWrite: true, refusal: null, review: null });
    api.on('POST', WRITE_PATH, () => ({ ...written(saved), status: 201 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }, slow));

    const group = screen.getByRole('group', { name: 'Beri rating' });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
    expect(await screen.findByText('Pilih jumlah bintang terlebih dahulu.')).toBeTruthy();
    expect(api.callsTo('POST', WRITE_PATH)).toHaveLength(0);

    fireEvent.click(within(group).getByRole('radio', { name: '4 dari 5 bintang' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Komentar (opsional)' }), {
      target: { value: 'Latihan soalnya pas.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
    expect(await screen.findByText('Ulasanmu tersimpan. Terima kasih!', {}, slow)).toBeTruthy();
    expect(api.callsTo('POST', WRITE_PATH).map((call) => call.body)).toEqual([
      { rating: 4, comment: 'Latihan soalnya pas.' },
    ]);
    expect(screen.getByRole('button', { name: 'Ubah ulasan' })).toBeTruthy();
  });

  it('edits an existing review with PUT, the form filled with it', async () => {
    const { api } = await renderWith({ canWrite: true, refusal: null, review: saved });
    api.on('PUT', WRITE_PATH, { body: { data: { ...saved, rating: 2 } } });
    expect(await screen.findByText('Latihan soalnya pas.', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ubah ulasan' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 dari 5 bintang' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2 dari 5 bintang' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(api.callsTo('PUT', WRITE_PATH)).toHaveLength(1), slow);
    expect(api.callsTo('PUT', WRITE_PATH)[0]?.body).toEqual({ rating: 2, comment: 'Latihan soalnya pas.' });
  });

  it('says when a class can be reviewed, and shows nothing to someone who does not own the item', async () => {
    await renderWith({ canWrite: false, refusal: 'REVIEW_CLASS_NOT_STARTED', review: null });
    expect(
      await screen.findByText('Kamu bisa menulis ulasan setelah sesi pertama kelas ini selesai.', {}, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tulis ulasan' })).toBeNull();
  });

  it('renders nothing for a non-owner', async () => {
    const { api } = await renderWith({ canWrite: false, refusal: 'NOT_OWNED', review: null });
    await waitFor(() => expect(api.callsTo('GET', STATE_PATH)).toHaveLength(1), slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Ulasanmu' })).toBeNull();
  });

  it('shows the server’s refusal in Indonesian and keeps the form', async () => {
    const { api } = await renderWith({ canWrite: true, refusal: null, review: null });
    api.on('POST', WRITE_PATH, {
      status: 409,
      body: { error: { code: 'REVIEW_ALREADY_WRITTEN', message: 'x' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }, slow));
    fireEvent.click(screen.getByRole('radio', { name: '5 dari 5 bintang' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulasan' }));
    expect(
      await screen.findByText(
        'Kamu sudah menulis ulasan untuk item ini. Ubah ulasanmu bila perlu.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirim ulasan' })).toBeTruthy();
  });
});
