import type { OwnedSkillLesson } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { classTiming, nextSessionOf } from './class-collection';
import { resumeLesson, startPosition } from './course-player';
import { collectionPathOf } from './owned-badge';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function lesson(n: number, progress: Partial<NonNullable<OwnedSkillLesson['progress']>> | null = null) {
  return {
    id: ID(n),
    position: n,
    title: `Pelajaran ${n}`,
    durationSeconds: 600,
    isPreview: n === 1,
    videoUrl: `/api/koleksi/lifeskill/x/pelajaran/${ID(n)}/video?token=t`,
    progress: progress && {
      positionSeconds: 0,
      completed: false,
      completedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      ...progress,
    },
  } satisfies OwnedSkillLesson;
}

describe('where an owned course resumes', () => {
  it('opens the unfinished lesson watched last', () => {
    const lessons = [
      lesson(1, { completed: true, positionSeconds: 600 }),
      lesson(2, { positionSeconds: 120, updatedAt: '2026-11-20T09:00:00.000Z' }),
      lesson(3, { positionSeconds: 30, updatedAt: '2026-11-20T11:00:00.000Z' }),
      lesson(4),
    ];
    expect(resumeLesson(lessons)?.id).toBe(ID(3));
  });

  it('otherwise the first lesson not finished, and the first one when all are', () => {
    expect(resumeLesson([lesson(1, { completed: true }), lesson(2), lesson(3)])?.id).toBe(ID(2));
    expect(resumeLesson([lesson(1, { completed: true }), lesson(2, { completed: true })])?.id).toBe(ID(1));
    expect(resumeLesson([])).toBeUndefined();
  });

  it('starts a lesson at its saved position, or from the start when it was (nearly) at the end', () => {
    expect(startPosition(lesson(1))).toBe(0);
    expect(startPosition(lesson(1, { positionSeconds: 42 }))).toBe(42);
    expect(startPosition(lesson(1, { positionSeconds: 597 }))).toBe(0);
  });

  it('resumes a short lesson (a 6-second clip) unless it was in its last tenth', () => {
    const short = (positionSeconds: number) => ({ ...lesson(1, { positionSeconds }), durationSeconds: 6 });
    expect(startPosition(short(2))).toBe(2);
    expect(startPosition(short(5))).toBe(5);
    expect(startPosition(short(6))).toBe(0);
  });
});

describe('when an owned class meets', () => {
  const now = Date.parse('2026-11-25T00:00:00.000Z');
  it('tells upcoming, running, finished and unscheduled classes apart', () => {
    const at = (first: string | null, last: string | null) =>
      classTiming({ firstSessionAt: first, lastSessionAt: last }, now);
    expect(at('2026-11-30T12:00:00.000Z', '2026-12-20T12:00:00.000Z')).toEqual({
      state: 'upcoming',
      at: '2026-11-30T12:00:00.000Z',
    });
    expect(at('2026-11-20T12:00:00.000Z', '2026-12-20T12:00:00.000Z').state).toBe('running');
    expect(at('2026-11-01T12:00:00.000Z', '2026-11-20T12:00:00.000Z').state).toBe('finished');
    expect(at(null, null).state).toBe('unscheduled');
  });

  it('finds the next session that has not started', () => {
    const session = (n: number, startsAt: string) => ({
      id: ID(n),
      position: n,
      title: `Sesi ${n}`,
      startsAt,
      durationMinutes: 90,
    });
    const sessions = [
      session(1, '2026-11-20T12:00:00.000Z'),
      session(2, '2026-11-27T12:00:00.000Z'),
      session(3, '2026-12-04T12:00:00.000Z'),
    ];
    expect(nextSessionOf(sessions, now)?.id).toBe(ID(2));
    expect(nextSessionOf(sessions.slice(0, 1), now)).toBeUndefined();
  });
});

describe('where an owned item is opened', () => {
  it('leads each kind of item to its collection', () => {
    expect(collectionPathOf('kelas', ID(1))).toBe(`/beranda/koleksi-kelas/${ID(1)}`);
    expect(collectionPathOf('kelas-paket', ID(1))).toBe('/beranda/koleksi-kelas');
    expect(collectionPathOf('materi', ID(1))).toBe('/beranda/koleksi-materi');
    expect(collectionPathOf('lifeskill', ID(1))).toBe(`/beranda/koleksi-lifeskill?kursus=${ID(1)}`);
    // A study room is owned by taking part in it: the student's rooms.
    expect(collectionPathOf('study-room', ID(1))).toBe('/beranda/ruang-belajar');
  });
});
