import type {
  AdminFreeTrialList,
  FreeTrialListQuery,
  FreeTrialRequest,
  TutorFreeTrialList,
  ValidationIssue,
} from '@scola/contracts';
import type { freeTrialRequestBodySchema } from '@scola/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isPublicTutorId, subjectIdsOfTutor } from '../catalogue';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { createFreeTrialsRepository, type FreeTrialRequestRow } from './free-trials.repository';

type FreeTrialBody = z.output<typeof freeTrialRequestBodySchema>;

export type FreeTrialsService = ReturnType<typeof createFreeTrialsService>;

/** Free trial class requests: one per student, read by admins and by the tutors who teach the subject. */
export function createFreeTrialsService({ db, clock }: { db: Database; clock: () => Date }) {
  const repository = createFreeTrialsRepository(db);
  const reference = catalogueReferenceServiceFor(db);

  /** Rows → wire shape, with their subjects in one lookup. */
  async function requestsOf<T extends FreeTrialRequestRow>(rows: T[]) {
    const subjects = await reference.subjectsByIds(rows.map((row) => row.subjectId));
    return rows.map((row) => {
      const subject = subjects.get(row.subjectId);
      if (!subject) throw new AppError('INTERNAL_ERROR', undefined, { missingReference: row.subjectId });
      const request: FreeTrialRequest = {
        id: row.id,
        subject,
        level: row.level,
        preferredDays: row.preferredDays,
        preferredTimes: row.preferredTimes,
        note: row.note,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
      return { row, request };
    });
  }

  const windowOf = (query: FreeTrialListQuery) => ({
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const metaOf = (query: FreeTrialListQuery, total: number) => ({
    page: query.page,
    pageSize: query.pageSize,
    total,
  });

  return {
    /** `POST /api/freetrial`: 400 for an unknown subject, `FREE_TRIAL_ALREADY_REQUESTED` for a second request. */
    async request(userId: string, body: FreeTrialBody): Promise<FreeTrialRequest> {
      const subjects = await reference.subjectsByIds([body.subjectId]);
      if (!subjects.has(body.subjectId)) {
        const issue: ValidationIssue = {
          location: 'body',
          path: 'subjectId',
          code: 'unknown_value',
          message: 'Mata pelajaran tidak dikenal.',
        };
        throw new AppError('VALIDATION_FAILED', undefined, [issue]);
      }
      const row = await repository.insert({ ...body, userId, createdAt: clock() });
      if (!row) throw new AppError('FREE_TRIAL_ALREADY_REQUESTED');
      const [mapped] = await requestsOf([row]);
      if (!mapped) throw new AppError('INTERNAL_ERROR');
      return mapped.request;
    },

    /** `GET /api/freetrial/saya`. */
    async mine(userId: string): Promise<FreeTrialRequest | null> {
      const row = await repository.findByUser(userId);
      if (!row) return null;
      const [mapped] = await requestsOf([row]);
      return mapped?.request ?? null;
    },

    /** `GET /api/admin/freetrial`. */
    async listForAdmin(query: FreeTrialListQuery): Promise<AdminFreeTrialList> {
      const { rows, total } = await repository.list({ status: query.status }, windowOf(query));
      const data = (await requestsOf(rows)).map(({ row, request }) => ({
        ...request,
        student: {
          id: row.studentId,
          name: row.studentName,
          email: row.studentEmail,
          phone: row.studentPhone,
        },
        tutorId: row.tutorId,
      }));
      return { data, meta: metaOf(query, total) };
    },

    /** `GET /api/tutor/freetrial`: requests for the subjects the tutor teaches; `FORBIDDEN` unless verified. */
    async listForTutor(tutorId: string, query: FreeTrialListQuery): Promise<TutorFreeTrialList> {
      if (!(await isPublicTutorId(db, tutorId))) {
        throw new AppError(
          'FORBIDDEN',
          'Hanya tutor terverifikasi yang dapat melihat permintaan kelas uji coba.',
        );
      }
      const subjectIds = await subjectIdsOfTutor(db, tutorId);
      const { rows, total } = await repository.list({ status: query.status, subjectIds }, windowOf(query));
      const data = (await requestsOf(rows)).map(({ row, request }) => ({
        ...request,
        student: { name: row.studentName },
      }));
      return { data, meta: metaOf(query, total) };
    },
  };
}
