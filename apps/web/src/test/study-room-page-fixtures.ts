/** Study rooms shaped like the API's answers, for component tests. */
import type { StudyRoomCard, StudyRoomDetail, StudyRoomSubjectCount } from '@scola/contracts';

export const ROOM_ID = '7d0c2f0e-5d1a-4c55-9f0b-1b2a3c4d5e6f';

const subject = {
  id: '6b18c587-2911-4fe4-9488-d2c7d1a48c5f',
  name: 'Matematika',
  slug: 'matematika-sma',
  level: 'SMA',
} as const;

/** An upcoming room starting 29 November 2026 at 19.00 WIB, 90 minutes, 3 of 10 seats left, free. */
export function studyRoomCard(overrides: Partial<StudyRoomCard> = {}): StudyRoomCard {
  return {
    id: ROOM_ID,
    title: 'Latihan Soal Integral',
    subject,
    grade: 12,
    tutor: { id: '55429ae1-ab48-4ac8-8460-49fde89c817f', name: 'Budi Santoso', avatarUrl: null },
    startsAt: '2026-11-29T12:00:00.000Z',
    endsAt: '2026-11-29T13:30:00.000Z',
    durationMinutes: 90,
    capacity: 10,
    seatsTaken: 7,
    price: 0,
    state: 'upcoming',
    joinOpensAt: '2026-11-29T11:45:00.000Z',
    joinOpen: false,
    seriesId: null,
    ...overrides,
  };
}

export function studyRoomDetail(overrides: Partial<StudyRoomDetail> = {}): StudyRoomDetail {
  return {
    ...studyRoomCard(),
    description: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Kita bahas integral tak tentu, misalnya ' },
            { type: 'mathInline', attrs: { latex: '\\int x^2\\,dx' } },
          ],
        },
      ],
    },
    files: [
      {
        id: '0f5b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
        name: 'Soal integral.pdf',
        byteSize: 204_800,
        contentType: 'application/pdf',
        url: null,
      },
    ],
    hasMeetingLink: true,
    liveStartedAt: null,
    cancelReason: null,
    viewer: { role: 'visitor', muted: false, removed: false },
    ...overrides,
  };
}

export function subjectCount(
  name: string,
  slug: string,
  level: StudyRoomSubjectCount['subject']['level'],
  upcomingCount: number,
): StudyRoomSubjectCount {
  const hex = slug.length.toString(16).padStart(2, '0');
  return {
    subject: { id: `6b18c587-2911-4fe4-9488-d2c7d1a48c${hex}`, name, slug, level },
    upcomingCount,
  };
}
