import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { NextSessionsSection } from './next-sessions-section';

const session = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Pertemuan 2: Grafik fungsi',
  startsAt: '2026-11-29T12:00:00.000Z',
  endsAt: '2026-11-29T13:30:00.000Z',
  meetingUrl: 'https://meet.jit.si/scola-fungsi',
  classId: '22222222-2222-4222-8222-222222222222',
  classTitle: 'Fungsi Kuadrat dan Grafiknya',
  classKind: 'group' as const,
};

describe('the student’s next sessions', () => {
  it('lists each session with the class, a join link to its meeting and its time with the zone', () => {
    renderUi(<NextSessionsSection sessions={[session]} onRetry={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }).getAttribute('href')).toBe(
      `/beranda/koleksi-kelas/${session.classId}`,
    );
    const join = screen.getByRole('link', { name: 'Gabung pertemuan Fungsi Kuadrat dan Grafiknya' });
    expect(join.getAttribute('href')).toBe(session.meetingUrl);
    expect(join.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/29 November 2026/)).toBeTruthy();
  });

  it('has no join button without a meeting link, and points to the catalogue when nothing is scheduled', () => {
    const { unmount } = renderUi(
      <NextSessionsSection sessions={[{ ...session, meetingUrl: null }]} onRetry={vi.fn()} />,
    );
    expect(screen.queryByRole('link', { name: /Gabung/ })).toBeNull();
    unmount();
    renderUi(<NextSessionsSection sessions={[]} onRetry={vi.fn()} />);
    expect(screen.getByText('Belum ada sesi terjadwal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jelajahi kelas' }).getAttribute('href')).toBe('/kelas');
  });
});
