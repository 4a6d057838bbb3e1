import {
  errorBodySchema,
  paginationQuerySchema,
  scheduleRangeQuerySchema,
  tutorAvailabilityResponseSchema,
  tutorAvailabilitySchema,
  tutorCalendarResponseSchema,
  tutorFreeSlotsResponseSchema,
  tutorSessionHistorySchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { currentUser } from '../modules/users';
import { freeSlotsOfTutor } from './tutor-free-slots';
import { tutorScheduleFor } from './tutor-schedule';

const tags = ['Jadwal tutor'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const iso = (date: Date) => date.toISOString();

/**
 * The tutor's schedule (`/tutor/jadwal`, `/tutor/jadwal/aturan`, `/tutor/jadwal/riwayat`: the area guard admits
 * tutors only, and each route reads the signed-in tutor's own data) and the public free slots of a verified tutor
 * (`/tutor/:id/slot`).
 */
export const tutorScheduleModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schedule = tutorScheduleFor(app.db.db);

  app.get(
    '/tutor/jadwal/aturan',
    {
      schema: {
        tags,
        summary: 'The signed-in tutor’s availability: zone, weekly rules, dated exceptions, booking settings',
        response: { 200: tutorAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await schedule.availability(currentUser(request).id) }),
  );

  app.put(
    '/tutor/jadwal/aturan',
    {
      schema: {
        tags,
        summary:
          'Replace the availability as a whole and set the profile’s zone (AVAILABILITY_RANGES_OVERLAP 422 for overlapping ranges of one day)',
        body: tutorAvailabilitySchema,
        response: { 200: tutorAvailabilityResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await schedule.replaceAvailability(currentUser(request).id, request.body) }),
  );

  app.get(
    '/tutor/jadwal',
    {
      schema: {
        tags,
        summary:
          'Calendar of a range (at most 62 days): availability windows and the tutor’s sessions of every class, bimbel bookings with the student',
        querystring: scheduleRangeQuerySchema,
        response: { 200: tutorCalendarResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await schedule.calendar(
        currentUser(request).id,
        new Date(request.query.dari),
        new Date(request.query.sampai),
      ),
    }),
  );

  app.get(
    '/tutor/jadwal/riwayat',
    {
      schema: {
        tags,
        summary: 'The tutor’s past sessions (cancelled ones too), newest first',
        querystring: paginationQuerySchema,
        response: { 200: tutorSessionHistorySchema, ...errors },
      },
    },
    (request) => schedule.history(currentUser(request).id, request.query, app.clock()),
  );

  app.get(
    '/tutor/:id/slot',
    {
      schema: {
        tags,
        summary:
          'Free bookable slots of a verified tutor starting in a range (at most 62 days), UTC, with the tutor’s zone (public)',
        params: z.strictObject({ id: z.uuid() }),
        querystring: scheduleRangeQuerySchema,
        response: { 200: tutorFreeSlotsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await freeSlotsOfTutor(
        app.db.db,
        request.params.id,
        new Date(request.query.dari),
        new Date(request.query.sampai),
        app.clock(),
      );
      if (!found) throw new AppError('NOT_FOUND', 'Tutor tidak ditemukan.');
      return {
        data: {
          timeZone: found.timeZone,
          slotMinutes: found.slotMinutes,
          slots: found.slots.map((slot) => ({ startsAt: iso(slot.startsAt), endsAt: iso(slot.endsAt) })),
        },
      };
    },
  );

  done();
};
