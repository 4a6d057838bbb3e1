import { randomUUID } from 'node:crypto';
import {
  adminOrderResponseSchema,
  classHistoryDetailResponseSchema,
  classStudentListSchema,
  type ErrorBody,
  finishedClassListSchema,
  tutorClassSummaryListSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, checkoutData, simulate, type Student } from '../test/buying-test-kit';
import { createAccount } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { type Person, person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('the tutor’s students and finished classes (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;
  const buyers: Student[] = [];

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const ok = async (url: string, token: string) => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  /** A student (named `name`) who paid for the classes through the simulator; answers the order id. */
  async function buyer(name: string, classIds: string[]): Promise<{ buyer: Student; orderId: string }> {
    const { user } = await createAccount(ctx.database, { name, scope: ['student'] });
    const buyer = { id: user.id, email: user.email, token: (await ctx.app.sessions.start(user, {})).token };
    for (const id of classIds) await addToCart(ctx, buyer, 'kelas', id);
    const { order } = checkoutData(await checkout(ctx, buyer));
    expect((await simulate(ctx, buyer, order.number, 'pay')).statusCode).toBe(200);
    buyers.push(buyer);
    return { buyer, orderId: order.id };
  }

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    student = await person(ctx, ['student']);
    const { ids } = kit;
    await buyer('=HYPERLINK("http://jahat.example")', [ids.finished, ids.started]);
    await buyer('Siti "Ani", S.Pd.', [ids.finished]);
    const refunded = await buyer('Bayu Refund', [ids.finished]);
    // A grant without an order (as a package or an admin gives): enrolled, but no sale of this class.
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: ids.finished }]);
    const detail = await ok(`/api/admin/transaksi/${refunded.orderId}`, kit.admin.token);
    const line = adminOrderResponseSchema.parse(detail.json()).data.lines[0];
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/transaksi/${refunded.orderId}/refund`,
      headers: { authorization: kit.admin.token },
      payload: { lineIds: [line?.id], reason: 'Salah beli', idempotencyKey: randomUUID() },
    });
    expect(refund.statusCode, refund.body).toBe(200);
  });

  it('refuses visitors, students, admins on the tutor’s own lists and other tutors’ classes; admins read any class', async () => {
    const { ids } = kit;
    const tutorRoutes = [
      '/api/tutor/kelas-siswa',
      '/api/tutor/kelas-riwayat',
      `/api/tutor/kelas-riwayat/${ids.finished}`,
      `/api/tutor/kelas/${ids.finished}/siswa`,
      `/api/tutor/kelas/${ids.finished}/siswa.csv`,
    ];
    const adminRoutes = [
      `/api/admin/kelas/${ids.finished}/siswa`,
      `/api/admin/kelas/${ids.finished}/siswa.csv`,
    ];
    for (const url of [...tutorRoutes, ...adminRoutes]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, student.token)).json<ErrorBody>().error.code, url).toBe('FORBIDDEN');
    }
    // The class workspace (`/tutor/kelas/...`) is shared with admins; the tutor's own lists are not.
    for (const url of tutorRoutes.slice(0, 3))
      expect((await get(url, kit.admin.token)).statusCode, url).toBe(403);
    for (const url of tutorRoutes.slice(3))
      expect((await get(url, kit.admin.token)).statusCode, url).toBe(200);
    for (const url of adminRoutes) {
      expect((await get(url, kit.tutorA.token)).statusCode, url).toBe(403);
      expect((await get(url, kit.admin.token)).statusCode, url).toBe(200);
    }
    for (const url of tutorRoutes.slice(2)) {
      const response = await get(url, kit.tutorB.token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    }
    const others = tutorClassSummaryListSchema.parse(
      (await ok('/api/tutor/kelas-siswa', kit.tutorB.token)).json(),
    );
    expect(others.data.map((item) => item.id)).toEqual([ids.other]);
    const finished = finishedClassListSchema.parse(
      (await ok('/api/tutor/kelas-riwayat', kit.tutorB.token)).json(),
    );
    expect(finished.data.map((item) => item.id)).toEqual([ids.other]);
  });

  it('lists the tutor’s classes with their enrolment and whether they are over', async () => {
    const { ids } = kit;
    const list = tutorClassSummaryListSchema.parse(
      (await ok('/api/tutor/kelas-siswa', kit.tutorA.token)).json(),
    );
    expect(list.meta.total).toBe(3);
    const byId = new Map(list.data.map((item) => [item.id, item]));
    expect(byId.get(ids.finished)).toMatchObject({ enrolled: 3, finished: true, capacity: 20 });
    expect(byId.get(ids.started)).toMatchObject({ enrolled: 1, finished: false });
    expect(byId.get(ids.upcoming)).toMatchObject({ enrolled: 0, finished: false });
    const page = tutorClassSummaryListSchema.parse(
      (await ok('/api/tutor/kelas-siswa?pageSize=2&page=2', kit.tutorA.token)).json(),
    );
    expect(page.data).toHaveLength(1);
  });

  it('shows finished classes only, with enrolment and sales net of refunds', async () => {
    const { ids } = kit;
    const list = finishedClassListSchema.parse(
      (await ok('/api/tutor/kelas-riwayat', kit.tutorA.token)).json(),
    );
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: ids.finished,
      title: '=Kalkulus "Intensif", SMA',
      enrolled: 3,
      finished: true,
      sales: 300_000,
      salesCount: 2,
      rating: { average: 0, count: 0 },
    });

    const detail = classHistoryDetailResponseSchema.parse(
      (await ok(`/api/tutor/kelas-riwayat/${ids.finished}`, kit.tutorA.token)).json(),
    ).data;
    expect(detail).toMatchObject({ id: ids.finished, sales: 300_000, enrolled: 3 });
    expect(detail.sessions.map((session) => [session.position, session.title, session.status])).toEqual([
      [1, 'Pertemuan 1', 'scheduled'],
      [2, 'Pertemuan 2', 'scheduled'],
    ]);
    expect(detail.lastSessionEndsAt).toBe(detail.sessions[1]?.endsAt);
  });

  it('lists a class’s students, the earliest first, a page at a time', async () => {
    const url = `/api/tutor/kelas/${kit.ids.finished}/siswa`;
    const first = classStudentListSchema.parse((await ok(`${url}?pageSize=2`, kit.tutorA.token)).json());
    expect(first.meta).toMatchObject({
      total: 3,
      class: { id: kit.ids.finished, title: '=Kalkulus "Intensif", SMA' },
    });
    expect(first.data.map((row) => row.name)).toEqual([
      '=HYPERLINK("http://jahat.example")',
      'Siti "Ani", S.Pd.',
    ]);
    expect(first.data.every((row) => row.sessionsAttended === 0)).toBe(true);
    const second = classStudentListSchema.parse(
      (await ok(`${url}?pageSize=2&page=2`, kit.tutorA.token)).json(),
    );
    expect(second.data.map((row) => row.id)).toEqual([student.id]);
    expect(first.data.some((row) => row.id === buyers[2]?.id)).toBe(false);
  });

  it('exports the students as CSV for spreadsheets, formulas defused', async () => {
    const response = await ok(`/api/tutor/kelas/${kit.ids.finished}/siswa.csv`, kit.tutorA.token);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="siswa-kalkulus-intensif-sma.csv"',
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF"No","Nama","Terdaftar (WIB)","Sesi dihadiri"\r\n')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^"1","'=HYPERLINK\(""http:\/\/jahat\.example""\)","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","0"$/,
    );
    expect(lines[2]).toMatch(/^"2","Siti ""Ani"", S\.Pd\.","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","0"$/);
    const admin = await ok(`/api/admin/kelas/${kit.ids.finished}/siswa.csv`, kit.admin.token);
    expect(admin.body).toBe(body);
  });
});
