import type { AdminDashboard as Figures, DashboardDay } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi, renderApp, renderWithSession, testUser } from '../../../test/app-session';
import { AdminDashboard } from './admin-dashboard';

const SLOW = 5000;
const admin = testUser({ scope: ['admin'] });

function days(sales: Record<string, number> = {}): DashboardDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    return { date, sales: sales[date] ?? 0, paidOrders: sales[date] ? 1 : 0 };
  });
}

function figures(overrides: Partial<Figures> = {}): Figures {
  const period = (from: string, sales: number, paidOrders: number) => ({
    from,
    sales,
    grossSales: sales + 50_000,
    refunds: 50_000,
    paidOrders,
    newStudents: paidOrders * 10,
    newTutors: paidOrders,
  });
  return {
    generatedAt: '2026-11-26T03:00:00.000Z',
    timeZone: 'Asia/Jakarta',
    today: '2026-11-26',
    periods: {
      today: period('2026-11-26', 150_000, 2),
      last7Days: period('2026-11-20', 1_250_000, 12),
      last30Days: period('2026-10-28', 4_500_000, 1234),
    },
    pendingVerifications: 3,
    salesByDay: days({ '2026-11-25': 300_000, '2026-11-26': 120_000 }),
    topItems: [
      {
        kind: 'kelas',
        id: '7b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e01',
        title: 'Matematika SMA',
        units: 4,
        revenue: 600_000,
      },
    ],
    ...overrides,
  };
}

async function renderDashboard(answer: () => { status?: number; body: unknown }) {
  const { api } = productApi(admin);
  api.on('GET', '/api/admin/beranda', answer);
  await renderWithSession(<AdminDashboard />, { signedIn: true, user: admin, api });
  return api;
}

describe('AdminDashboard', { timeout: 15_000 }, () => {
  it('shows the period’s figures in rupiah and Indonesian numbers, switches period, links the queue', async () => {
    await renderDashboard(() => ({ body: { data: figures() } }));
    const sales = await screen.findByText('Rp 150.000', {}, { timeout: SLOW });
    expect(sales.closest('[data-kpi]')?.getAttribute('data-kpi')).toBe('sales');
    expect(screen.getByText('Dibayar Rp 200.000 − refund Rp 50.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '30 hari' }));
    expect(screen.getByText('Rp 4.500.000')).toBeTruthy();
    const orders = document.querySelector('[data-kpi="paidOrders"]') as HTMLElement;
    expect(within(orders).getByText('1.234')).toBeTruthy();
    expect(within(orders).getByText('Pesanan dibayar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka antrean verifikasi' }).getAttribute('href')).toBe(
      '/admin/tutor',
    );
    const table = screen.getByRole('table', { name: /Penjualan bersih dan pesanan dibayar per hari/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('Rp 300.000')).toBeTruthy();
    expect(screen.getByText('1. Matematika SMA')).toBeTruthy();
    expect(screen.getByText('Kelas · 4 terjual')).toBeTruthy();
  });

  it('says there is nothing to draw when 30 days have no sales', async () => {
    await renderDashboard(() => ({ body: { data: figures({ salesByDay: days(), topItems: [] }) } }));
    expect(
      await screen.findByText('Belum ada penjualan dalam 30 hari terakhir.', {}, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByText('Belum ada item terjual dalam 30 hari terakhir.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that loads the figures', async () => {
    let calls = 0;
    await renderDashboard(() =>
      ++calls === 1
        ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }
        : { body: { data: figures() } },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: SLOW });
    expect(within(alert).getByText('Ringkasan angka tidak dapat dimuat')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Rp 150.000', {}, { timeout: SLOW })).toBeTruthy();
  });
});

describe('/admin', () => {
  it('sends the admin on to the dashboard at /admin/beranda', async () => {
    const { api } = productApi(admin);
    api.on('GET', '/api/admin/beranda', { body: { data: figures() } });
    const { router } = await renderApp('/admin', { signedIn: true, user: admin, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/beranda'), { timeout: SLOW });
  });
});
