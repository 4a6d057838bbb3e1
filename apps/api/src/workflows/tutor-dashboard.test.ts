import { type ErrorBody, tutorDashboardResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, checkoutData, simulate } from '../test/buying-test-kit';
import { createAccount } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { type Person, person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('the tutor dashboard (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;

  const get = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/tutor/beranda',
      headers: token ? { authorization: token } : {},
    });
  const dashboardOf = async (token: string) => {
    const response = await get(token);
    expect(response.statusCode, response.body).toBe(200);
    return tutorDashboardResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    student = await person(ctx, ['student']);
    const { ids } = kit;
    // A paid order of the class starting tomorrow: a sale of today, pending until its first session.
    const { user } = await createAccount(ctx.database, { name: 'Dewi Pembeli', scope: ['student'] });
    const buyer = { id: user.id, email: user.email, token: (await ctx.app.sessions.start(user, {})).token };
    await addToCart(ctx, buyer, 'kelas', ids.upcoming);
    const { order } = checkoutData(await checkout(ctx, buyer));
    expect((await simulate(ctx, buyer, order.number, 'pay')).statusCode).toBe(200);
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: ids.started }]);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/ulasan/kelas/${ids.started}`,
      headers: { authorization: student.token },
      payload: { rating: 4, comment: 'Penjelasannya runtut.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    // Tutor B's student: never on tutor A's dashboard.
    const other = await person(ctx, ['student']);
    await kit.grant(other.id, [{ itemType: 'kelas', itemId: ids.other }]);
  });

  it('refuses visitors, students and admins', async () => {
    expect((await get()).statusCode).toBe(401);
    const asStudent = await get(student.token);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json<ErrorBody>().error.code).toBe('FORBIDDEN');
    expect((await get(kit.admin.token)).statusCode).toBe(403);
  });

  it('shows the tutor’s upcoming sessions with their meeting link, this month’s earnings, enrolments and reviews', async () => {
    const { ids } = kit;
    const data = await dashboardOf(kit.tutorA.token);
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tomorrow = data.sessions.find((session) => session.class.id === ids.upcoming);
    expect(tomorrow).toMatchObject({
      title: 'Pertemuan 1',
      status: 'scheduled',
      class: { title: 'Geometri Ruang' },
    });
    expect(tomorrow?.meetingUrl).toBe('https://meet.example/geometri');
    // Only today and the next 7 days: the finished class's sessions are long over.
    expect(data.sessions.some((session) => session.class.id === ids.finished)).toBe(false);
    const starts = data.sessions.map((session) => Date.parse(session.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    expect(data.earnings.perDay.at(-1)?.date).toBe(data.today);
    expect(data.earnings.perDay[0]?.date).toBe(`${data.today.slice(0, 8)}01`);
    const todays = data.earnings.perDay.at(-1)?.amount ?? 0;
    expect(todays).toBeGreaterThan(0);
    expect(data.earnings.thisMonth).toBe(data.earnings.perDay.reduce((sum, day) => sum + day.amount, 0));
    expect(data.earnings.pending).toBe(todays);

    expect(data.enrolments.count).toBe(2);
    expect(data.enrolments.latest.map((row) => row.class.id).sort()).toEqual(
      [ids.started, ids.upcoming].sort(),
    );
    expect(data.enrolments.latest.find((row) => row.class.id === ids.upcoming)?.student.name).toBe(
      'Dewi Pembeli',
    );

    expect(data.reviews).toMatchObject({ average: 4, count: 1 });
    expect(data.reviews.latest[0]).toMatchObject({ rating: 4, comment: 'Penjelasannya runtut.' });
  });

  it('never shows another tutor’s data', async () => {
    const data = await dashboardOf(kit.tutorB.token);
    expect(data.sessions).toEqual([]);
    expect(data.earnings.thisMonth).toBe(0);
    expect(data.earnings.available + data.earnings.pending).toBe(0);
    expect(data.enrolments.count).toBe(1);
    expect(data.enrolments.latest.map((row) => row.class.id)).toEqual([kit.ids.other]);
    expect(data.reviews).toEqual({ average: null, count: 0, latest: [] });
  });
});
