import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, testClock } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { TEST_JWT_SECRET, testDatabases } from '../test/test-app';
import { at, person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { notify, unsubscribeTokensFor } from '../modules/notifications';
import { remindStartingSessions } from './notification-events';
import { sendDigests } from './notification-mail';

const MINUTE = 60_000;

describe.each(testDatabases())('notifications of events, reminders and their e-mail (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });
  let kit: RecordsKit;
  let student: Person;
  let quiet: Person;
  let sessionId: string;
  let startsAt: Date;
  const tokens = unsubscribeTokensFor(TEST_JWT_SECRET);

  const notes = (userId: string, kindName?: string) =>
    queryRows(
      ctx.database,
      sql`select kind, params, dedupe_key from notifications where user_id = ${userId}
          and (${kindName ?? null}::text is null or kind = ${kindName ?? null}) order by created_at`,
    );
  const mailsTo = async (userId: string, subject: string) => {
    await ctx.app.jobs.whenIdle();
    return queryRows(
      ctx.database,
      sql`select o.subject, o.text from outbox o join users u on u.email = o."to"
          where u.id = ${userId} and o.subject like ${`%${subject}%`}`,
    );
  };
  const setTo = (date: Date) => {
    clock.reset();
    clock.advance(date.getTime() - Date.now());
  };
  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: unknown) =>
    ctx.app.inject({ method, url, headers: { authorization: token }, payload: payload as object });

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    [student, quiet] = [await person(ctx, ['student']), await person(ctx, ['student'])];
    for (const who of [student, quiet]) {
      await kit.grant(who.id, [
        { itemType: 'kelas', itemId: kit.ids.upcoming },
        { itemType: 'kelas', itemId: kit.ids.started },
      ]);
    }
    const [first] = await queryRows(
      ctx.database,
      sql`select id, starts_at from class_sessions where class_id = ${kit.ids.upcoming} order by starts_at limit 1`,
    );
    sessionId = String(first?.id);
    startsAt = new Date(String(first?.starts_at));
    expect(startsAt).toEqual(at(1, 8));
    const off = await call('PUT', '/api/notifikasi/preferensi', quiet.token, {
      categories: [{ category: 'sessions', email: false, digest: false }],
    });
    expect(off.statusCode).toBe(200);
  });
  beforeEach(() => clock.reset());

  it('reminds the tutor and the students an hour and ten minutes before, never twice, and e-mails once', async () => {
    setTo(new Date(startsAt.getTime() - 30 * MINUTE));
    // Two instances at the same minute, then the next minutes: one reminder per person all the same.
    await Promise.all([remindStartingSessions(ctx.app), remindStartingSessions(ctx.app)]);
    await remindStartingSessions(ctx.app);
    setTo(new Date(startsAt.getTime() - 29 * MINUTE));
    await remindStartingSessions(ctx.app);
    for (const who of [kit.tutorA, student, quiet]) {
      expect(await notes(who.id, 'session.reminder')).toMatchObject([
        { params: { sessionId, minutesBefore: 60, classTitle: 'Geometri Ruang' } },
      ]);
    }
    const mails = await mailsTo(student.id, 'Pengingat');
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.text)).toContain('#/notifikasi/berhenti?token=');
    expect(await mailsTo(quiet.id, 'Pengingat')).toHaveLength(0);

    setTo(new Date(startsAt.getTime() - 8 * MINUTE));
    await remindStartingSessions(ctx.app);
    await remindStartingSessions(ctx.app);
    expect(await notes(student.id, 'session.reminder')).toHaveLength(2);
    expect((await notes(student.id, 'session.reminder'))[1]).toMatchObject({ params: { minutesBefore: 10 } });
    expect(await mailsTo(student.id, 'Pengingat')).toHaveLength(2);
  });

  it('tells each student of a moved session once, and reminds of it again at its new time', async () => {
    // The real time, not a fixed hour: the tokens of the kit were signed now and live 30 minutes.
    clock.reset();
    const later = at(2, 9);
    const moved = await call('PATCH', `/api/tutor/sesi/${sessionId}`, kit.tutorA.token, {
      startsAt: later.toISOString(),
      reason: 'Tutor sakit',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.app.jobs.whenIdle();
    await ctx.app.jobs.whenIdle();
    for (const who of [student, quiet]) {
      expect(await notes(who.id, 'session.rescheduled')).toMatchObject([
        { params: { sessionId, startsAt: later.toISOString() } },
      ]);
    }
    expect(await notes(kit.tutorA.id, 'session.rescheduled')).toEqual([]);
    setTo(new Date(later.getTime() - 45 * MINUTE));
    await remindStartingSessions(ctx.app);
    const reminders = await notes(student.id, 'session.reminder');
    expect(reminders.at(-1)).toMatchObject({ params: { startsAt: later.toISOString(), minutesBefore: 60 } });
  });

  it('tells only the student who booked a bimbel slot that it was cancelled, by bell and e-mail', async () => {
    // The real time, not a fixed hour: the tokens of the kit were signed now and live 30 minutes.
    clock.reset();
    const [slot] = await queryRows(
      ctx.database,
      sql`insert into class_sessions (class_id, tutor_id, position, title, starts_at, ends_at, duration_minutes,
            booked_by, order_id)
          select ${kit.ids.upcoming}, ${kit.tutorA.id}, max(position) + 1, 'Bimbel privat', ${at(6, 3).toISOString()},
            ${at(6, 4).toISOString()}, 60, ${student.id}, gen_random_uuid()
          from class_sessions where class_id = ${kit.ids.upcoming}
          returning id`,
    );
    const cancelled = await call('POST', `/api/tutor/sesi/${String(slot?.id)}/batal`, kit.tutorA.token, {
      reason: 'Tutor berhalangan',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.jobs.whenIdle();
    await ctx.app.jobs.whenIdle();
    const about = (rows: Record<string, unknown>[]) =>
      rows.filter((row) => (row.params as { sessionId?: string }).sessionId === String(slot?.id));
    expect(about(await notes(student.id, 'session.cancelled'))).toHaveLength(1);
    expect(about(await notes(quiet.id, 'session.cancelled'))).toEqual([]);
    const aboutSlot = async (userId: string) =>
      (await mailsTo(userId, 'Sesi dibatalkan')).filter((mail) =>
        String(mail.text).includes('Bimbel privat'),
      );
    expect(await aboutSlot(student.id)).toHaveLength(1);
    expect(await aboutSlot(quiet.id)).toEqual([]);
  });

  it('tells the tutor of a new review once', async () => {
    const written = await call('POST', `/api/ulasan/kelas/${kit.ids.started}`, student.token, {
      rating: 5,
      comment: 'Seru!',
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(await notes(kit.tutorA.id, 'review.new')).toMatchObject([
      { params: { targetType: 'kelas', targetTitle: 'Aljabar Linear Dasar', rating: 5 } },
    ]);
  });

  it('sends the daily digest of unread, not yet e-mailed notifications to who chose it, once', async () => {
    const reader = await person(ctx, ['tutor']);
    const chose = await call('PUT', '/api/notifikasi/preferensi', reader.token, {
      categories: [{ category: 'payments', email: true, digest: true }],
    });
    expect(chose.statusCode).toBe(200);
    const payout = (amount: number) => ({
      userId: reader.id,
      kind: 'payout.paid' as const,
      params: { payoutId: crypto.randomUUID(), amount },
    });
    await ctx.database.db.transaction((tx) =>
      notify(tx, ctx.app.jobs, [payout(150_000), payout(250_000), payout(90_000)]),
    );
    // Read in the app already: not in the digest.
    await ctx.database.db.execute(
      sql`update notifications set read_at = now() where user_id = ${reader.id} and params->>'amount' = '90000'`,
    );
    expect(await sendDigests(ctx.app, tokens)).toBeGreaterThanOrEqual(1);
    expect(await sendDigests(ctx.app, tokens)).toBe(0);
    const digests = await mailsTo(reader.id, 'Ringkasan harian');
    expect(digests).toHaveLength(1);
    expect(String(digests[0]?.text)).toContain('Rp 150.000');
    expect(String(digests[0]?.text)).toContain('Rp 250.000');
    expect(String(digests[0]?.text)).not.toContain('Rp 90.000');
  });
});
