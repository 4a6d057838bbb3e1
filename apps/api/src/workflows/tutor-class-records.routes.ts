import {
  classHistoryDetailResponseSchema,
  classStudentListQuerySchema,
  classStudentListSchema,
  errorBodySchema,
  finishedClassListQuerySchema,
  finishedClassListSchema,
  idParamsSchema,
  tutorClassSummaryListQuerySchema,
  tutorClassSummaryListSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { type ClassReader, tutorClassRecords } from './tutor-class-records';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * The tutor's class records (`/tutor/kelas/siswa`, `/tutor/kelas-riwayat`), and the same students lists for admins
 * under `/admin/kelas/{id}/siswa`. The area guards let tutors in (and admins on `/tutor/kelas/...` too); a tutor reads
 * their own classes only (another tutor's class is NOT_FOUND), an admin any class.
 */
export const tutorClassRecordsModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = tutorClassRecords({ db: app.db.db, clock: () => app.clock() });
  const admin: ClassReader = { admin: true };
  // The class workspace (`/tutor/kelas/...`) lets admins in too (area guards): they read any class there.
  const tutorOf = (request: Parameters<typeof currentUser>[0]): ClassReader => {
    const user = currentUser(request);
    return user.scope.includes('admin') ? admin : { tutorId: user.id };
  };

  app.get(
    '/tutor/kelas-siswa',
    {
      schema: {
        tags: ['Ruang tutor'],
        summary:
          'The signed-in tutor’s classes (not drafts) with enrolment, session span and rating, newest first',
        querystring: tutorClassSummaryListQuerySchema,
        response: { 200: tutorClassSummaryListSchema, ...errors },
      },
    },
    (request) => records.classes(currentUser(request).id, request.query),
  );

  app.get(
    '/tutor/kelas-riwayat',
    {
      schema: {
        tags: ['Ruang tutor'],
        summary:
          'The tutor’s finished classes (last session over) with enrolment, rating and sales (“Penjualan”: paid class lines net of voucher share and refunds), most recently finished first',
        querystring: finishedClassListQuerySchema,
        response: { 200: finishedClassListSchema, ...errors },
      },
    },
    (request) => records.finished(currentUser(request).id, request.query),
  );

  app.get(
    '/tutor/kelas-riwayat/:id',
    {
      schema: {
        tags: ['Ruang tutor'],
        summary: 'One of the tutor’s classes with enrolment, rating, sales and its sessions',
        params: idParamsSchema,
        response: { 200: classHistoryDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await records.detail(tutorOf(request), request.params.id) }),
  );

  for (const [area, readerOf] of [
    ['tutor', tutorOf],
    ['admin', () => admin],
  ] as const) {
    const tags = [area === 'tutor' ? 'Ruang tutor' : 'Admin'];
    const who = area === 'tutor' ? 'one of the signed-in tutor’s classes' : 'any class (admin)';
    app.get(
      `/${area}/kelas/:id/siswa`,
      {
        schema: {
          tags,
          summary: `Students enrolled in ${who}, the earliest first (sessions attended: null until recorded)`,
          params: idParamsSchema,
          querystring: classStudentListQuerySchema,
          response: { 200: classStudentListSchema, ...errors },
        },
      },
      (request) => records.students(readerOf(request), request.params.id, request.query),
    );
    app.get(
      `/${area}/kelas/:id/siswa.csv`,
      {
        schema: {
          tags,
          summary: `Every student of ${who} as CSV (UTF-8 with BOM; cells that could run as formulas defused)`,
          params: idParamsSchema,
          produces: ['text/csv'],
          response: { ...errors },
        },
      },
      async (request, reply) =>
        sendCsv(reply, await records.studentsCsv(readerOf(request), request.params.id)),
    );
  }

  done();
};
