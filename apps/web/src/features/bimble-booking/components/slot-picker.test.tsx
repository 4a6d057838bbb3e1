import type { Cart, CartLine } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productApi, renderWithSession, testUser } from '../../../test/app-session';
import { SlotPicker } from './slot-picker';

const CLASS_ID = '3f1c9a52-5b7e-4c1d-9a3e-2b6d8f0e4a11';
const SLOW = 5000;
// In Jayapura (WIT, UTC+9): 14.00Z is 23.00 on Saturday 28 November; 15.00Z and 02.00Z next day are Sunday 29.
const slots = [
  { startsAt: '2026-11-28T14:00:00.000Z', endsAt: '2026-11-28T15:00:00.000Z' },
  { startsAt: '2026-11-28T15:00:00.000Z', endsAt: '2026-11-28T16:00:00.000Z' },
  { startsAt: '2026-11-29T02:00:00.000Z', endsAt: '2026-11-29T03:00:00.000Z' },
];

const slotLine = (startsAt: string, endsAt: string): CartLine => ({
  itemType: 'kelas',
  itemId: CLASS_ID,
  title: 'Bimbel Privat Matematika',
  slug: 'bimbel-privat',
  coverUrl: null,
  tutorId: null,
  tutorName: 'Budi Santoso',
  price: 400_000,
  originalPrice: 400_000,
  seatsLeft: null,
  problem: null,
  slot: { startsAt, endsAt },
  addedAt: '2026-11-26T00:00:00.000Z',
});

function bookingApi() {
  // Signed in, the viewer's zone is the account's (`/pengaturan`, ADR 0050).
  const user = testUser({ timeZone: 'Asia/Jayapura' });
  const { api } = productApi(user);
  const cart: Cart = { lines: [], subtotal: 0, buyableCount: 0, hasProblems: false };
  api
    .on('GET', `/api/kelas/${CLASS_ID}/slot`, {
      body: {
        data: {
          classId: CLASS_ID,
          tutorTimeZone: 'Asia/Jakarta',
          pricePerSlot: 400_000,
          from: '2026-11-26T00:00:00.000Z',
          to: '2026-12-10T00:00:00.000Z',
          slots,
        },
      },
    })
    .on('GET', '/api/keranjang', () => ({ body: { data: cart } }))
    .on('POST', '/api/keranjang/slot', (call) => {
      const { startsAt } = call.body as { startsAt: string };
      // Someone else took the 11.00 slot meanwhile.
      if (startsAt === slots[2]!.startsAt) {
        return {
          status: 409,
          body: { error: { code: 'SLOT_TAKEN', message: 'Jadwal ini baru saja dipesan orang lain.' } },
        };
      }
      const slot = slots.find((candidate) => candidate.startsAt === startsAt)!;
      cart.lines.push(slotLine(slot.startsAt, slot.endsAt));
      return { status: 201, body: { data: cart } };
    });
  return { api, user };
}

afterEach(() => vi.restoreAllMocks());

describe('the bimbel slot picker', () => {
  it('groups the slots by the student’s own day and zone, adds the chosen ones and names a slot taken meanwhile', async () => {
    const { api, user } = bookingApi();
    await renderWithSession(<SlotPicker classId={CLASS_ID} canBook />, { api, user, signedIn: true });

    expect(
      await screen.findByText(/zona waktumu: WIT \(Asia\/Jayapura\)/, {}, { timeout: SLOW }),
    ).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sab, 28 Nov', 'Min, 29 Nov']);
    expect(screen.getByRole('button', { name: 'Jadwal 23.00–00.00 WIT' })).toBeTruthy();

    fireEvent.click(tabs[1]!);
    const sunday = await screen.findByRole('list', { name: 'Jadwal kosong hari ini' });
    const chips = within(sunday).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['00.00–01.00', '11.00–12.00']);
    fireEvent.click(chips[0]!);
    fireEvent.click(chips[1]!);
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 jadwal dipilih · Rp 800.000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    expect(await screen.findByText('1 jadwal masuk ke keranjang.', {}, { timeout: SLOW })).toBeTruthy();
    expect(api.callsTo('POST', '/api/keranjang/slot').map((call) => call.body)).toEqual([
      { classId: CLASS_ID, startsAt: slots[1]!.startsAt },
      { classId: CLASS_ID, startsAt: slots[2]!.startsAt },
    ]);
    expect(screen.getByText(/11\.00 WIT: Jadwal ini baru saja dipesan orang lain/)).toBeTruthy();
    // The added slot is marked as in the cart; the refused one stays chosen to try another.
    await waitFor(() =>
      expect(screen.getByLabelText('Jadwal 00.00–01.00 WIT, sudah ada di keranjang')).toBeTruthy(),
    );
    expect(screen.getByText('1 jadwal dipilih · Rp 400.000')).toBeTruthy();
  });
});
