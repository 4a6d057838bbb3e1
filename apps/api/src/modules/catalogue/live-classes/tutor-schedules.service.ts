import type {
  AdminTutorSession,
  AdminTutorSessionList,
  AdminTutorSessionListQuery,
  TutorSessionStatus,
} from '@scola/contracts';
import type { Database } from '../../../db/client';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { windowOf } from '../search/list-options';
import { metaOf, referenced } from '../shared/refs';
import { createTutorSchedulesRepository, type TutorSessionRow } from './tutor-schedules.repository';

export type TutorSchedulesAdmin = ReturnType<typeof tutorSchedulesAdminFor>;

/** A session's status at `now`: cancelled, else from its time range. */
export function sessionStatusAt(row: TutorSessionRow, now: Date): TutorSessionStatus {
  const { startsAt, endsAt } = row;
  if (row.sessionStatus === 'cancelled') return 'cancelled';
  if (now < startsAt) return 'scheduled';
  return now < endsAt ? 'live' : 'ended';
}

/**
 * The admin's schedule of every tutor (`GET /api/admin/tutor-jadwal`): a page of class sessions, cancelled ones with
 * their reason. Three queries whatever the page length (page, total, the page's subjects).
 */
export function tutorSchedulesAdminFor(db: Database) {
  const repository = createTutorSchedulesRepository(db);
  const reference = catalogueReferenceServiceFor(db);

  return {
    async list(query: AdminTutorSessionListQuery, now: Date): Promise<AdminTutorSessionList> {
      const { rows, total } = await repository.list(
        {
          tutorId: query.tutor,
          subjectId: query.pelajaran,
          from: query.dari === undefined ? undefined : new Date(query.dari),
          to: query.sampai === undefined ? undefined : new Date(query.sampai),
          timing: query.waktu,
        },
        now,
        windowOf(query),
      );
      const subjects = await reference.subjectsByIds(rows.map((row) => row.subjectId));
      return {
        data: rows.map((row) => sessionOf(row, referenced(subjects, row.subjectId), now)),
        meta: metaOf(query, total),
      };
    },
  };
}

function sessionOf(
  row: TutorSessionRow,
  subject: AdminTutorSession['subject'],
  now: Date,
): AdminTutorSession {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    status: sessionStatusAt(row, now),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    class: {
      id: row.classId,
      slug: row.classSlug,
      title: row.classTitle,
      kind: row.classKind,
      status: row.classStatus,
      seatsTaken: row.seatsTaken,
      capacity: row.capacity,
    },
    tutor: { id: row.tutorId, name: row.tutorName },
    subject,
  };
}
