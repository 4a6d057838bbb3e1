import type { DiscussionDoc } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { busyRangesOfTutor } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { addStudyRoomParticipant, takeStudyRoomSeat } from '../modules/study-rooms';
import { usersServiceFor } from '../modules/users';
import type { Database, DatabaseHandle } from './client';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface MasterSeed {
  subjectSlug: string;
  grade: number | null;
  title: string;
  text: string;
  latex: string;
  durationMinutes: number;
  capacity: number;
  price: number;
  /** Rooms made from it: days from the seed's day and the hour (WIB) they start at; negative days are past rooms. */
  rooms: { day: number; hour: number }[];
  /** Demo students who join its rooms (free masters only: a paid seat comes with an order). */
  students: string[];
}

/**
 * Demo masters of three demo tutors (ADR 0049). tutor4 and tutor6 are left out: notification journeys use them as
 * quiet tutors with nothing scheduled near now.
 */
const studyRoomSeeds: { tutorEmail: string; masters: MasterSeed[] }[] = [
  {
    tutorEmail: 'tutor@scola.id',
    masters: [
      {
        subjectSlug: 'matematika-sma',
        grade: 12,
        title: 'Latihan Soal Integral',
        text: 'Kita bahas soal integral tentu dan substitusi, mulai dari ',
        latex: '\\int_0^1 x^2\\,dx = \\tfrac{1}{3}',
        durationMinutes: 90,
        capacity: 20,
        price: 0,
        rooms: [
          { day: -3, hour: 19 },
          { day: 2, hour: 19 },
          { day: 9, hour: 19 },
        ],
        students: ['siswa@scola.id', 'siswa2@scola.id', 'siswa3@scola.id'],
      },
      {
        subjectSlug: 'penalaran-matematika-utbk',
        grade: null,
        title: 'Persiapan UTBK: Penalaran Matematika',
        text: 'Strategi cepat mengerjakan soal peluang dan barisan, misalnya ',
        latex: 'U_n = a + (n-1)b',
        durationMinutes: 60,
        capacity: 15,
        price: 25_000,
        rooms: [
          { day: 4, hour: 16 },
          { day: 11, hour: 16 },
        ],
        students: [],
      },
    ],
  },
  {
    tutorEmail: 'tutor2@scola.id',
    masters: [
      {
        subjectSlug: 'fisika-sma',
        grade: 10,
        title: 'Fisika: Hukum Newton dalam Soal',
        text: 'Latihan soal gaya dan gerak dengan ',
        latex: '\\Sigma F = m \\cdot a',
        durationMinutes: 60,
        capacity: 12,
        price: 0,
        rooms: [
          { day: -2, hour: 18 },
          { day: 3, hour: 18 },
          { day: 10, hour: 18 },
        ],
        students: ['siswa@scola.id', 'siswa4@scola.id'],
      },
      {
        subjectSlug: 'fisika-sma',
        grade: 12,
        title: 'Fisika: Listrik Dinamis',
        text: 'Rangkaian seri dan paralel, hukum Ohm ',
        latex: 'V = I \\cdot R',
        durationMinutes: 90,
        capacity: 10,
        price: 25_000,
        rooms: [{ day: 6, hour: 19 }],
        students: [],
      },
    ],
  },
  {
    tutorEmail: 'tutor3@scola.id',
    masters: [
      {
        subjectSlug: 'bahasa-inggris-sma',
        grade: 11,
        title: 'English Conversation Club',
        text: 'Practise speaking about daily topics; scores are out of ',
        latex: '100',
        durationMinutes: 60,
        capacity: 8,
        price: 20_000,
        rooms: [
          { day: 5, hour: 17 },
          { day: 12, hour: 17 },
        ],
        students: [],
      },
      {
        subjectSlug: 'bahasa-inggris-smp',
        grade: 8,
        title: 'Grammar Clinic: Tenses',
        text: 'Simple present vs present continuous, with a formula: ',
        latex: 'S + V_1(s/es)',
        durationMinutes: 45,
        capacity: 3,
        price: 0,
        rooms: [
          { day: 1, hour: 15 },
          { day: 8, hour: 15 },
        ],
        students: ['siswa2@scola.id', 'siswa5@scola.id'],
      },
    ],
  },
];

async function rowsOf(db: Database, statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(statement)) as { rows: Record<string, unknown>[] }).rows;
}

const docOf = (text: string, latex: string): DiscussionDoc => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text },
        { type: 'mathInline', attrs: { latex } },
      ],
    },
  ],
});

/** `hour` o'clock WIB on the day `day` days from `now`'s day (WIB). */
function startOf(now: Date, day: number, hour: number): Date {
  const wib = new Date(now.getTime() + 7 * HOUR);
  const midnightWib = Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate()) - 7 * HOUR;
  return new Date(midnightWib + day * DAY + hour * HOUR);
}

/** The first start from `wanted` on (hour by hour, same day) that meets none of the tutor's busy ranges. */
function freeStart(wanted: Date, minutes: number, busy: { startsAt: Date; endsAt: Date }[]): Date | null {
  for (let shift = 0; shift < 6; shift += 1) {
    const startsAt = new Date(wanted.getTime() + shift * HOUR);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    if (!busy.some((range) => range.startsAt < endsAt && startsAt < range.endsAt)) return startsAt;
  }
  return null;
}

async function seedMaster(db: Database, tutorId: string, seed: MasterSeed, now: Date): Promise<void> {
  const subjectId = await catalogueReferenceServiceFor(db).findSubjectId(seed.subjectSlug);
  if (!subjectId) return;
  const existing = await rowsOf(
    db,
    sql`select id from study_room_templates where tutor_id = ${tutorId} and title = ${seed.title} limit 1`,
  );
  // Keyed on the tutor and the title: a master that exists keeps its rooms (the seed is idempotent).
  if (existing.length > 0) return;
  const description = docOf(seed.text, seed.latex);
  const inserted = await rowsOf(
    db,
    sql`insert into study_room_templates (tutor_id, subject_id, grade, title, description, duration_minutes, capacity, price)
      values (${tutorId}, ${subjectId}, ${seed.grade}, ${seed.title}, ${JSON.stringify(description)}::jsonb,
        ${seed.durationMinutes}, ${seed.capacity}, ${seed.price}) returning id`,
  );
  const templateId = inserted[0]?.id;
  if (typeof templateId !== 'string') return;
  const starts = seed.rooms.map((room) => startOf(now, room.day, room.hour));
  const from = new Date(Math.min(...starts.map(Number)) - DAY);
  const to = new Date(Math.max(...starts.map(Number)) + 2 * DAY);
  const busy = [
    ...(await busyRangesOfTutor(db, tutorId, from, to)),
    ...(
      await rowsOf(
        db,
        sql`select starts_at, ends_at from study_rooms where tutor_id = ${tutorId} and status <> 'cancelled'`,
      )
    ).map((row) => ({
      startsAt: new Date(row.starts_at as string | Date),
      endsAt: new Date(row.ends_at as string | Date),
    })),
  ];
  const seriesId = seed.rooms.length > 1 ? crypto.randomUUID() : null;
  const users = usersServiceFor(db);
  for (const wanted of starts) {
    const startsAt = freeStart(wanted, seed.durationMinutes, busy);
    if (!startsAt) continue;
    const endsAt = new Date(startsAt.getTime() + seed.durationMinutes * 60_000);
    busy.push({ startsAt, endsAt });
    const room = await rowsOf(
      db,
      sql`insert into study_rooms (tutor_id, template_id, series_id, subject_id, grade, title, description, starts_at,
          ends_at, duration_minutes, capacity, price, meeting_url)
        values (${tutorId}, ${templateId}, ${seriesId}, ${subjectId}, ${seed.grade}, ${seed.title},
          ${JSON.stringify(description)}::jsonb, ${startsAt.toISOString()}, ${endsAt.toISOString()},
          ${seed.durationMinutes}, ${seed.capacity}, ${seed.price}, 'https://meet.jit.si/scola-ruang-belajar-demo')
        returning id`,
    );
    const roomId = room[0]?.id;
    if (typeof roomId !== 'string') continue;
    for (const email of seed.students) {
      const student = await users.findByEmail(email);
      // A past room's seat is taken as it was before it ended (the seat guard refuses rooms that have ended).
      const at = new Date(Math.min(now.getTime(), startsAt.getTime() - DAY));
      if (!student || !(await takeStudyRoomSeat(db, roomId, at))) continue;
      await addStudyRoomParticipant(db, { roomId, userId: student.id, orderId: null, at });
    }
  }
}

/**
 * Demo study rooms: two masters for each of three demo tutors (maths, physics, English; free and Rp20.000–25.000),
 * rooms from them over the coming two weeks plus a past one or two, at times that miss the tutors' class sessions,
 * and demo students in the free ones. Idempotent: a master that exists (tutor + title) is left as it is.
 */
export async function seedDemoStudyRooms(database: DatabaseHandle, now: Date): Promise<void> {
  const users = usersServiceFor(database.db);
  for (const { tutorEmail, masters } of studyRoomSeeds) {
    const tutor = await users.findByEmail(tutorEmail);
    if (!tutor) continue;
    for (const master of masters) {
      await database.db.transaction((tx) => seedMaster(tx, tutor.id, master, now));
    }
  }
}
