import { TZDate } from '@date-fns/tz';
import type { TutorDashboard } from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { tutorClassRecordsFor, tutorReviewsServiceFor, tutorTimeZoneOf } from '../modules/catalogue';
import { recentEnrolments } from '../modules/collections';
import { createEarningsService, earningsPerDay } from '../modules/earnings';
import { usersServiceFor } from '../modules/users';
import { tutorScheduleFor } from './tutor-schedule';

/*
 * The tutor's home (`/api/tutor/beranda`): read only, composed of what the schedule, earnings, collections and
 * reviews already answer for their own pages, so the dashboard always agrees with them.
 */

const UPCOMING_DAYS = 7;
const ENROLMENT_DAYS = 30;
const LATEST_ENROLMENTS = 5;
const LATEST_REVIEWS = 3;

/** `YYYY-MM-DD` of an instant in the zone. */
const localDate = (instant: Date, timeZone: string) => {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
};

/** The instant local midnight of `date` (`YYYY-MM-DD`) plus `days` starts in the zone. */
const startOfLocalDay = (date: string, days: number, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day + days, timeZone).getTime());
};

export function tutorDashboardFor(deps: { db: Database; clock: () => Date; feePercent: number }) {
  const { db, clock } = deps;

  const enrolmentsOf = async (tutorId: string, now: Date): Promise<TutorDashboard['enrolments']> => {
    const titles = await tutorClassRecordsFor(db).titles(tutorId);
    const since = new Date(now.getTime() - ENROLMENT_DAYS * 86_400_000);
    const { total, latest } = await recentEnrolments(db, [...titles.keys()], since, LATEST_ENROLMENTS);
    const names = await usersServiceFor(db).publicNamesByIds(latest.map((row) => row.userId));
    return {
      count: total,
      latest: latest.map((row) => ({
        student: { id: row.userId, name: names.get(row.userId)?.name ?? 'Pengguna Scola' },
        class: { id: row.classId, title: titles.get(row.classId) ?? '' },
        enrolledAt: row.enrolledAt.toISOString(),
      })),
    };
  };

  return {
    async read(tutorId: string): Promise<TutorDashboard> {
      const now = clock();
      const timeZone = await tutorTimeZoneOf(db, tutorId);
      if (timeZone === null) throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
      const schedule = tutorScheduleFor(db);
      const today = localDate(now, timeZone);
      const from = startOfLocalDay(today, 0, timeZone);
      const to = startOfLocalDay(today, UPCOMING_DAYS + 1, timeZone);
      const earnings = createEarningsService({ db, clock, feePercent: deps.feePercent });
      const [calendar, perDay, balance, enrolments, reviews] = await Promise.all([
        schedule.calendar(tutorId, from, to),
        earningsPerDay(db, tutorId, { from: `${today.slice(0, 8)}01`, to: today, timeZone }),
        earnings.balance(tutorId),
        enrolmentsOf(tutorId, now),
        tutorReviewsServiceFor(db).list(tutorId, { page: 1, pageSize: LATEST_REVIEWS }),
      ]);
      return {
        timeZone,
        today,
        sessions: calendar.sessions.filter((session) => session.status !== 'cancelled'),
        earnings: {
          thisMonth: perDay.reduce((sum, day) => sum + day.amount, 0),
          perDay,
          available: balance.available,
          pending: balance.pending,
        },
        enrolments,
        reviews: { average: reviews.meta.average, count: reviews.meta.count, latest: reviews.data },
      };
    },
  };
}
