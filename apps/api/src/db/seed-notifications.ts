import { sql } from 'drizzle-orm';
import { type NewNotification, notificationsWriterFor } from '../modules/notifications';
import type { DatabaseHandle } from './client';

type Row = Record<string, unknown>;
async function firstRow(
  database: DatabaseHandle,
  statement: ReturnType<typeof sql>,
): Promise<Row | undefined> {
  const result = (await database.db.execute(statement)) as { rows: Row[] };
  return result.rows[0];
}

/**
 * A handful of notifications for the demo student and tutor (ADR 0044), about their own demo classes, so the bell
 * has something to show: a few unread, one read. Idempotent: each has a `demo:` dedupe key, so seeding again (or
 * from two instances) makes none twice. Written straight through the repository: no e-mail, no announcement.
 */
export async function seedDemoNotifications(database: DatabaseHandle, now: Date): Promise<void> {
  const student = await firstRow(database, sql`select id from users where lower(email) = 'siswa@scola.id'`);
  const tutor = await firstRow(database, sql`select id from users where lower(email) = 'tutor@scola.id'`);
  if (!student || !tutor) return;
  const studentId = String(student.id);
  const tutorId = String(tutor.id);
  const session = await firstRow(
    database,
    sql`select s.id, s.starts_at, c.id as class_id, c.title from class_sessions s
        join live_classes c on c.id = s.class_id
        join entitlements e on e.item_type = 'kelas' and e.item_id = c.id and e.user_id = ${studentId}
        where s.status = 'scheduled' and s.starts_at > ${now.toISOString()}::timestamptz
        order by s.starts_at limit 1`,
  );
  const order = await firstRow(
    database,
    sql`select id from orders where user_id = ${studentId} and status = 'paid' order by created_at desc limit 1`,
  );
  const items: NewNotification[] = [
    {
      userId: tutorId,
      kind: 'review.new',
      params: { targetType: 'kelas', targetTitle: 'Kelas demo Scola', rating: 5 },
      dedupeKey: 'demo:review',
    },
    {
      userId: tutorId,
      kind: 'payout.paid',
      params: { payoutId: '00000000-0000-4000-8000-00000000d3e0', amount: 250_000 },
      dedupeKey: 'demo:payout',
    },
    {
      userId: tutorId,
      kind: 'tutor-application.decided',
      params: { status: 'approved' },
      dedupeKey: 'demo:decision',
    },
  ];
  if (session) {
    const sessionRef = {
      classId: String(session.class_id),
      classTitle: String(session.title),
      sessionId: String(session.id),
      startsAt: new Date(String(session.starts_at)).toISOString(),
    };
    items.push(
      { userId: studentId, kind: 'session.rescheduled', params: sessionRef, dedupeKey: 'demo:rescheduled' },
      {
        userId: studentId,
        kind: 'session.reminder',
        params: { ...sessionRef, minutesBefore: 60 },
        dedupeKey: 'demo:reminder',
      },
    );
  }
  if (order) {
    items.push({
      userId: studentId,
      kind: 'order.paid',
      params: { orderId: String(order.id) },
      dedupeKey: 'demo:order',
    });
  }
  const made = await notificationsWriterFor(database.db).insert(items);
  if (made.length === 0) return;
  // Spread over the last hours, the oldest of each user already read: the panel shows both states.
  await database.db.execute(sql`
    update notifications n set
      created_at = ${now.toISOString()}::timestamptz - make_interval(mins => (x.rank * 47)::int),
      read_at = case when x.rank = x.total - 1 then ${now.toISOString()}::timestamptz end
    from (
      select id, (row_number() over (partition by user_id order by dedupe_key)) - 1 as rank,
             count(*) over (partition by user_id) as total
      from notifications where dedupe_key like 'demo:%' and user_id in (${studentId}, ${tutorId})
    ) x
    where n.id = x.id and n.id in (${sql.join(
      made.map((m) => sql`${m.id}::uuid`),
      sql`, `,
    )})`);
}
