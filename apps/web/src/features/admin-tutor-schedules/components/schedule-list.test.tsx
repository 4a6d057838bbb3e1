import { screen, within } from '@testing-library/react';
import type { AdminTutorSession } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { tutorScheduleListPath } from '../api/admin-tutor-schedules';
import { emptyScheduleForm } from './schedule-filters';
import { ScheduleList } from './schedule-list';
import { scheduleFormOf, scheduleParamsOf } from './schedule-url';
import { filterOf } from './tutor-schedule';

const TUTOR = { id: '5f0d6c1e-8a53-4a8e-9a55-1f7a2d3c4b01', name: 'Rina Wulandari' };
const SUBJECT = {
  id: '0b6b8a4e-2c1d-4f3e-8a9b-7c6d5e4f3a21',
  name: 'Matematika',
  slug: 'matematika',
  level: 'SMA' as const,
};

function session(
  id: string,
  classTitle: string,
  startsAt: string,
  minutes: number,
  cancelReason: string | null = null,
): AdminTutorSession {
  const start = Date.parse(startsAt);
  return {
    id,
    position: 1,
    title: 'Pertemuan 1',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + minutes * 60_000).toISOString(),
    durationMinutes: minutes,
    status: cancelReason ? 'cancelled' : 'scheduled',
    cancelledAt: cancelReason ? '2026-11-28T02:00:00.000Z' : null,
    cancelReason,
    class: {
      id: `${id.slice(0, -1)}f`,
      slug: classTitle.toLowerCase().replace(/ /g, '-'),
      title: classTitle,
      kind: 'group',
      status: 'published',
      seatsTaken: 3,
      capacity: 20,
    },
    tutor: TUTOR,
    subject: SUBJECT,
  };
}

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const C = 'c0000000-0000-4000-8000-000000000003';
// Back to back (the database refuses overlaps); the second one was cancelled by its tutor.
const sessions = [
  session(A, 'Aljabar Dasar', '2026-12-01T03:00:00Z', 90),
  session(B, 'Fisika Gerak', '2026-12-01T04:30:00Z', 60, 'Tutor sakit.'),
  session(C, 'Trigonometri', '2026-12-01T05:30:00Z', 60),
];

describe('ScheduleList', () => {
  it('shows each session’s time, class and status; a cancelled one says so with the tutor’s reason', () => {
    const { container } = renderUi(<ScheduleList sessions={sessions} />);
    expect(screen.getByRole('columnheader', { name: 'Selasa, 1 Desember 2026' })).toBeTruthy();
    const rowOf = (id: string) => container.querySelector<HTMLElement>(`[data-session-id="${id}"]`)!;

    expect(rowOf(A).textContent).toContain('10.00–11.30\u00a0WIB');
    expect(within(rowOf(A)).getByText('Terjadwal')).toBeTruthy();
    expect(rowOf(A).querySelector('[data-cancel-reason]')).toBeNull();
    expect(within(rowOf(B)).getByText('Dibatalkan')).toBeTruthy();
    expect(rowOf(B).querySelector('[data-cancel-reason]')?.textContent).toBe('Alasan: Tutor sakit.');
    expect(within(rowOf(C)).getByRole('link', { name: 'Trigonometri' }).getAttribute('href')).toBe(
      `/kelas/${sessions[2]!.class.id}`,
    );
  });
});

describe('the schedule filter', () => {
  it('sends WIB days as instants (the end day included) and only the filters that are set', () => {
    const filter = filterOf(
      {
        ...emptyScheduleForm,
        tutor: { ...TUTOR, email: 'rina@scola.id' },
        from: '2026-12-01',
        to: '2026-12-02',
      },
      2,
      25,
    );
    expect(tutorScheduleListPath(filter)).toBe(
      `/admin/tutor-jadwal?page=2&pageSize=25&tutor=${TUTOR.id}&dari=2026-11-30T17%3A00%3A00.000Z&sampai=2026-12-02T17%3A00%3A00.000Z&waktu=mendatang`,
    );
    expect(tutorScheduleListPath(filterOf({ ...emptyScheduleForm, timing: 'semua' }, 1, 25))).toBe(
      '/admin/tutor-jadwal?page=1&pageSize=25',
    );
    // A reversed range keeps its start only (the form shows why).
    expect(
      filterOf({ ...emptyScheduleForm, from: '2026-12-05', to: '2026-12-01' }, 1, 25).sampai,
    ).toBeUndefined();
  });
});

describe('the schedule address', () => {
  it('keeps the filters and page in the query string and ignores values that make no sense', () => {
    const form = {
      ...emptyScheduleForm,
      tutor: { ...TUTOR, email: '' },
      subjectId: SUBJECT.id,
      from: '2026-12-01',
      timing: 'lampau' as const,
    };
    const params = scheduleParamsOf(form, 3);
    expect(params.toString()).toBe(
      `tutor=${TUTOR.id}&tutorNama=Rina+Wulandari&pelajaran=${SUBJECT.id}&dari=2026-12-01&waktu=lampau&halaman=3`,
    );
    expect(scheduleFormOf(params)).toEqual({ form, page: 3 });
    expect(scheduleFormOf(new URLSearchParams('tutor=budi&dari=kemarin&waktu=besok&halaman=-2'))).toEqual({
      form: emptyScheduleForm,
      page: 1,
    });
  });
});
