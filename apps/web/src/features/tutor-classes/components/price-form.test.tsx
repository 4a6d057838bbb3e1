import type { TutorClass } from '@scola/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { PriceForm } from './price-form';

const draft: TutorClass = {
  id: '0e0d3771-bdf0-4503-85e5-6b8e990eeedc',
  slug: 'aljabar-abc123',
  title: 'Aljabar Dasar',
  kind: 'group',
  status: 'draft',
  subject: {
    id: '0d8964e7-821c-4f6e-b20a-de09ac7a1124',
    name: 'Matematika',
    slug: 'matematika-smp',
    level: 'SMP',
  },
  level: 'SMP',
  price: 100_000,
  salePrice: null,
  saleEndsAt: null,
  finalPrice: 100_000,
  capacity: 20,
  seatsTaken: 0,
  coverUrl: null,
  nextSessionAt: null,
  sessionCount: 0,
  timeZone: 'Asia/Makassar',
  updatedAt: '2026-11-26T10:00:00.000Z',
  summary: 'Persamaan linear.',
  aboutHtml: '',
  learningPoints: [],
  requirements: [],
  tutorId: '5a0d8e7f-6b13-4b7e-9c21-3f2b8c1e6d4a',
  publishedAt: null,
  pricing: { platformFeePercent: 20, platformFee: 20_000, netPerSeat: 80_000 },
  publishBlockers: ['no_future_session'],
  hasStudents: false,
};

function renderForm(onSubmit = vi.fn()) {
  renderUi(<PriceForm initial={draft} busy={false} error={null} submitLabel="Simpan" onSubmit={onSubmit} />);
  return onSubmit;
}

describe('PriceForm', () => {
  it('shows the net per seat while typing and sends the sale end read in the tutor zone (WITA)', () => {
    const onSubmit = renderForm();
    expect(screen.getByTestId('net-per-seat').textContent).toBe('Rp\u00a080.000');
    fireEvent.change(screen.getByLabelText('Harga diskon (Rp)'), { target: { value: '75000' } });
    expect(screen.getByTestId('buyer-pays').textContent).toBe('Rp\u00a075.000');
    expect(screen.getByTestId('net-per-seat').textContent).toBe('Rp\u00a060.000');
    fireEvent.change(screen.getByLabelText('Diskon berakhir (WITA)'), {
      target: { value: '2099-01-31T20:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).toHaveBeenCalledWith({
      price: 100_000,
      salePrice: 75_000,
      saleEndsAt: '2099-01-31T12:00:00.000Z',
    });
  });

  it('refuses a sale not below the price and a sale end in the past, sending nothing', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Harga diskon (Rp)'), { target: { value: '100000' } });
    fireEvent.change(screen.getByLabelText('Diskon berakhir (WITA)'), {
      target: { value: '2020-01-01T08:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Harga diskon harus lebih kecil dari harga normal.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Harga diskon (Rp)'), { target: { value: '90000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Waktu akhir diskon harus di masa depan.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
