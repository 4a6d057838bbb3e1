import { screen } from '@testing-library/react';
import type { TutorClassSession } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../auth/errors';
import { renderUi } from '../../../test/render-ui';
import { SessionCard } from './session-card';
import { SessionFailure } from './session-failure';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const session: TutorClassSession = {
  id: 'a0000000-0000-4000-8000-000000000001',
  position: 3,
  title: 'Diskriminan',
  startsAt: '2026-12-07T11:00:00.000Z',
  endsAt: '2026-12-07T12:30:00.000Z',
  durationMinutes: 90,
  meetingUrl: 'https://meet.jit.si/scola-uji',
  status: 'scheduled',
  cancelledAt: null,
  cancelReason: null,
};

describe('SessionCard', () => {
  it('shows the number, the time in the tutor’s zone and the meeting link of a session to come', () => {
    const { container } = renderUi(
      <ol>
        <SessionCard session={session} zone="Asia/Makassar" now={NOW} />
      </ol>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sesi 3: Diskriminan');
    expect(container.textContent).toContain('Senin, 7 Desember 2026 · 19.00–20.30\u00a0WITA');
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/scola-uji' }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(screen.getByText('Akan datang')).toBeTruthy();
  });

  it('shows a cancelled session without a number, with the reason and no link', () => {
    const cancelled = {
      ...session,
      position: null,
      status: 'cancelled' as const,
      cancelledAt: '2026-11-25T00:00:00.000Z',
      cancelReason: 'Libur nasional.',
    };
    renderUi(
      <ol>
        <SessionCard session={cancelled} zone="Asia/Jakarta" now={NOW} />
      </ol>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Diskriminan');
    expect(screen.getByText('Dibatalkan')).toBeTruthy();
    expect(screen.getByText('Alasan pembatalan: Libur nasional.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('SessionFailure', () => {
  it('names the session an overlap collides with, in the tutor’s zone', () => {
    const error = new ApiError('SESSION_OVERLAP', 409, 'bentrok', {
      sessionId: session.id,
      classId: 'b0000000-0000-4000-8000-000000000002',
      classTitle: 'Geometri Kelas Y',
      title: 'Segitiga',
      startsAt: '2026-12-07T02:00:00.000Z',
      endsAt: '2026-12-07T03:30:00.000Z',
    });
    renderUi(<SessionFailure error={error} zone="Asia/Jayapura" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Waktu ini bentrok dengan sesi lain yang sudah kamu jadwalkan.');
    expect(alert.textContent).toContain(
      'Bentrok dengan Segitiga (Geometri Kelas Y), Senin, 7 Desember 2026 · 11.00–12.30\u00a0WIT.',
    );
  });
});
