import {
  type ClassHistoryDetail,
  type ClassStudent,
  type ClassStudentList,
  type ClassStudentListQuery,
  type FinishedClass,
  type ListAnswer,
  type TutorClassSummary,
  type TutorTimeZone,
  tutorTimeZoneLabels,
} from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { csvOf } from '../lib/csv';
import { attendeeCounts, sessionsAttendedBy } from '../modules/attendance';
import {
  classesOfPackages,
  packagesWithClasses,
  type TutorClassRow,
  tutorClassRecordsFor,
} from '../modules/catalogue';
import { enrolmentCounts, enrolmentsOf } from '../modules/collections';
import { salesFiguresFor } from '../modules/orders';
import { usersServiceFor } from '../modules/users';
import { classSharesOf } from './package-shares';

const windowOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

const unknownStudent = { name: 'Pengguna Scola', photoUrl: null };

/** "2026-11-26 19:05" in the zone (sv-SE writes ISO-like dates), for the CSV. */
function localTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * Who the class is for: the owning tutor (`tutorId`), or an admin (null: any class). `NOT_FOUND` for another
 * tutor's class, so that its existence is not told.
 */
export type ClassReader = { tutorId: string } | { admin: true };

/**
 * The tutor's records of their classes (ADR 0036): each class with its students (collections), its sessions and
 * rating (catalogue) and, once finished, its sales (orders: its own lines and its part of package lines, ADR 0046).
 * Read only; every list costs a fixed number of queries.
 */
export function tutorClassRecords(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  const catalogue = tutorClassRecordsFor(db);

  const summaries = async (rows: TutorClassRow[]): Promise<TutorClassSummary[]> => {
    const counts = await enrolmentCounts(
      db,
      rows.map((row) => row.id),
    );
    const now = deps.clock();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      status: row.status,
      enrolled: counts.get(row.id) ?? 0,
      capacity: row.capacity,
      firstSessionAt: row.firstSessionAt?.toISOString() ?? null,
      lastSessionEndsAt: row.lastSessionEndsAt?.toISOString() ?? null,
      finished: row.lastSessionEndsAt !== null && row.lastSessionEndsAt <= now,
      rating: { average: row.ratingAverage, count: row.ratingCount },
    }));
  };

  /** What each class earned inside packages: its part of each package line, pro rata by regular prices. */
  const packageShares = async (classIds: string[]) => {
    const packages = await classesOfPackages(db, await packagesWithClasses(db, classIds));
    const lines = await salesFiguresFor(db).packageLineSales([...packages.keys()]);
    const shares = new Map<string, { amount: number; lines: number }>();
    for (const line of lines) {
      for (const [classId, amount] of classSharesOf(line.net, packages.get(line.packageId) ?? [])) {
        const sum = shares.get(classId) ?? { amount: 0, lines: 0 };
        shares.set(classId, { amount: sum.amount + amount, lines: sum.lines + 1 });
      }
    }
    return shares;
  };

  const withSales = async (rows: TutorClassRow[]): Promise<FinishedClass[]> => {
    const ids = rows.map((row) => row.id);
    const [list, sales, shares] = await Promise.all([
      summaries(rows),
      salesFiguresFor(db).classSales(ids),
      packageShares(ids),
    ]);
    return list.map((item) => ({
      ...item,
      sales: (sales.get(item.id)?.amount ?? 0) + (shares.get(item.id)?.amount ?? 0),
      salesCount: (sales.get(item.id)?.lines ?? 0) + (shares.get(item.id)?.lines ?? 0),
    }));
  };

  const classFor = async (reader: ClassReader, classId: string) => {
    const row = await catalogue.classOf('tutorId' in reader ? reader.tutorId : null, classId);
    if (!row) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
    return row;
  };

  const studentsOf = async (classId: string, window: { limit: number | null; offset: number }) => {
    const [enrolments, sessions] = await Promise.all([
      enrolmentsOf(db, classId, window),
      catalogue.sessions(classId),
    ]);
    const userIds = enrolments.map((row) => row.userId);
    const [names, attended] = await Promise.all([
      usersServiceFor(db).publicNamesByIds(userIds),
      sessionsAttendedBy(
        db,
        sessions.map((session) => session.id),
        userIds,
      ),
    ]);
    return enrolments.map((row): ClassStudent => ({
      id: row.userId,
      ...(names.get(row.userId) ?? unknownStudent),
      enrolledAt: row.enrolledAt.toISOString(),
      sessionsAttended: attended.get(row.userId) ?? 0,
    }));
  };

  return {
    /** `GET /api/tutor/kelas-siswa`: the tutor's classes with their enrolment, to pick one. */
    async classes(
      tutorId: string,
      query: { page: number; pageSize: number },
    ): Promise<ListAnswer<TutorClassSummary>> {
      const { rows, total } = await catalogue.classes(tutorId, windowOf(query));
      return { data: await summaries(rows), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    /** `GET /api/tutor/kelas-riwayat`: finished classes with enrolment, rating and sales. */
    async finished(
      tutorId: string,
      query: { page: number; pageSize: number },
    ): Promise<ListAnswer<FinishedClass>> {
      const { rows, total } = await catalogue.finished(tutorId, deps.clock(), windowOf(query));
      return { data: await withSales(rows), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    /** `GET /api/tutor/kelas-riwayat/{id}`: one of the tutor's classes with its sessions. */
    async detail(reader: ClassReader, classId: string): Promise<ClassHistoryDetail> {
      const row = await classFor(reader, classId);
      const [[item], sessions] = await Promise.all([withSales([row]), catalogue.sessions(classId)]);
      if (!item) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
      const attendees = await attendeeCounts(
        db,
        sessions.map((session) => session.id),
      );
      return {
        ...item,
        sessions: sessions.map((session) => ({
          ...session,
          attendeeCount: attendees.get(session.id) ?? 0,
          startsAt: session.startsAt.toISOString(),
          endsAt: session.endsAt.toISOString(),
        })),
      };
    },

    /** `GET …/kelas/{id}/siswa`: a page of the class's students, the earliest enrolment first. */
    async students(
      reader: ClassReader,
      classId: string,
      query: ClassStudentListQuery,
    ): Promise<ClassStudentList> {
      const row = await classFor(reader, classId);
      const total = (await enrolmentCounts(db, [classId])).get(classId) ?? 0;
      return {
        data: await studentsOf(classId, windowOf(query)),
        meta: { page: query.page, pageSize: query.pageSize, total, class: { id: row.id, title: row.title } },
      };
    },

    /**
     * `GET …/kelas/{id}/siswa.csv`: every student of the class (number, name, enrolment time in the tutor's zone,
     * sessions attended through the class space) and a file name.
     */
    async studentsCsv(reader: ClassReader, classId: string): Promise<{ fileName: string; body: string }> {
      const row = await classFor(reader, classId);
      const students = await studentsOf(classId, { limit: null, offset: 0 });
      const zone = tutorTimeZoneLabels[row.timeZone as TutorTimeZone] ?? row.timeZone;
      const body = csvOf([
        ['No', 'Nama', `Terdaftar (${zone})`, 'Sesi dihadiri'],
        ...students.map((student, index) => [
          index + 1,
          student.name,
          localTime(new Date(student.enrolledAt), row.timeZone),
          student.sessionsAttended ?? '',
        ]),
      ]);
      const slug = row.title
        .normalize('NFKD')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, '-')
        .slice(0, 60);
      return { fileName: `siswa-${slug || 'kelas'}.csv`, body };
    },
  };
}

export type TutorClassRecords = ReturnType<typeof tutorClassRecords>;
