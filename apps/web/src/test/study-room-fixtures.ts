/** Study-room masters and rooms shaped like the API's answers, for component tests. */
import type { StudyRoomCard, StudyRoomTemplate } from '@scola/contracts';

export const SUBJECT = {
  id: '5b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e01',
  name: 'Matematika',
  slug: 'matematika-sma',
  level: 'SMA' as const,
};

export function templateFixture(overrides: Partial<StudyRoomTemplate> = {}): StudyRoomTemplate {
  return {
    id: '6b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e02',
    subject: SUBJECT,
    grade: 12,
    title: 'Latihan Soal Integral',
    description: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Integral' }] }],
    },
    durationMinutes: 90,
    capacity: 20,
    price: 0,
    files: [],
    upcomingRoomCount: 0,
    archived: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function roomFixture(overrides: Partial<StudyRoomCard> = {}): StudyRoomCard {
  return {
    id: '7b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e03',
    title: 'Latihan Soal Integral',
    subject: SUBJECT,
    grade: 12,
    tutor: { id: '8b0c7d4e-6a8f-4d7b-9a55-0a1f0d2c1e04', name: 'Budi Santoso', avatarUrl: null },
    startsAt: '2027-03-01T11:00:00.000Z',
    endsAt: '2027-03-01T12:30:00.000Z',
    durationMinutes: 90,
    capacity: 20,
    seatsTaken: 3,
    price: 0,
    state: 'upcoming',
    joinOpensAt: '2027-03-01T10:45:00.000Z',
    joinOpen: false,
    seriesId: null,
    ...overrides,
  };
}
