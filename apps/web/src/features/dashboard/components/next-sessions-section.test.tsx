import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { NextSessionsSection } from './next-sessions-section';

const session = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Pertemuan 2: Grafik fungsi',
  startsAt: '2026-11-29T12:00:00.000Z',
  endsAt: '2026-11-29T13:30:00.000Z',
  meetingUrl: 'https://meet.jit.si/scola-fungsi',
  joinOpensAt: '2026-11-29T11:45:00.000Z',
  classId: '22222222-2222-4222-8222-222222222222',
  classTitle: 'Fungsi Kuadrat dan Grafiknya',
  classKind: 'group' as const,
};
const inWindow = Date.parse('2026-11-29T11:50:00.000Z');

describe('the student’s next sessions', () => {
  it('lists each session with its class space, its time with the zone, and joins through the class space', () => {
    const onJoin = vi.fn();
    renderUi(<NextSessionsSection sessions={[session]} onRetry={vi.fn()} onJoin={onJoin} now={inWindow} />);
    expect(screen.getByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' }).getAttribute('href')).toBe(
      `/kelas/detail/${session.classId}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gabung pertemuan Fungsi Kuadrat dan Grafiknya' }));
    expect(onJoin).toHaveBeenCalledWith(session);
    expect(screen.getByText(/29 November 2026/)).toBeTruthy();
  });

  it('says when the window opens before it does, and points to the catalogue when nothing is scheduled', () => {
    const early = Date.parse('2026-11-29T11:00:00.000Z');
    const { unmount } = renderUi(
      <NextSessionsSection
        sessions={[{ ...session, meetingUrl: null }]}
        onRetry={vi.fn()}
        onJoin={vi.fn()}
        now={early}
      />,
    );
    expect(screen.queryByRole('button', { name: /Gabung/ })).toBeNull();
    expect(screen.getByText(/Bisa bergabung mulai .*29 November 2026/)).toBeTruthy();
    unmount();
    renderUi(<NextSessionsSection sessions={[]} onRetry={vi.fn()} onJoin={vi.fn()} now={early} />);
    expect(screen.getByText('Belum ada sesi terjadwal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jelajahi kelas' }).getAttribute('href')).toBe('/kelas');
  });
});
