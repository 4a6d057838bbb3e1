import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { at, created, sessionApi, setUpSchedules } from '../test/tutor-sessions-kit';

describe.each(testDatabases())('admin changes in the tutor workspace are audited (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const api = sessionApi(ctx);
  let s: Awaited<ReturnType<typeof setUpSchedules>>;
  const auditOf = (entityId: string, entityType = 'class_session') =>
    queryRows(
      ctx.database,
      sql`select action, actor_id, before, after from audit_log where entity_type = ${entityType}
          and entity_id = ${entityId} order by created_at, action`,
    );
  const call = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s = await setUpSchedules(ctx);
  });

  it('writes an audit row for each session an admin schedules, moves or cancels, and none for the tutor’s own', async () => {
    const own = created(await api.single(s.classes.x, s.tutorA.token, at(1, 2)))[0]!;
    expect((await api.update(own.id, s.tutorA.token, { title: 'Milik tutor' })).statusCode).toBe(200);
    expect(await auditOf(own.id)).toEqual([]);

    const session = created(await api.single(s.classes.x, s.admin.token, at(1, 5)))[0]!;
    const moved = await api.update(session.id, s.admin.token, {
      startsAt: at(1, 7).toISOString(),
      reason: 'Dipindah admin',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api.cancel(session.id, s.admin.token, 'Dibatalkan admin')).statusCode).toBe(200);
    const rows = await auditOf(session.id);
    expect(rows.map((row) => [row.action, row.actor_id])).toEqual([
      ['class_session.create', s.admin.id],
      ['class_session.update', s.admin.id],
      ['class_session.cancel', s.admin.id],
    ]);
    expect(rows[1]).toMatchObject({
      before: { startsAt: at(1, 5).toISOString() },
      after: { startsAt: at(1, 7).toISOString() },
    });
  });

  it('writes an audit row for an admin’s edit, archive and restore of a tutor’s class and package, none for the tutor', async () => {
    const tutorEdit = await call('PATCH', `/api/tutor/kelas/${s.classes.y}`, s.tutorA.token, {
      title: 'Geometri Ruang Y',
    });
    expect(tutorEdit.statusCode, tutorEdit.body).toBe(200);
    expect(await auditOf(s.classes.y, 'live_class')).toEqual([]);

    const edit = await call('PATCH', `/api/tutor/kelas/${s.classes.y}`, s.admin.token, {
      title: 'Geometri Bidang Y',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call('POST', `/api/tutor/kelas/${s.classes.y}/arsipkan`, s.admin.token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/tutor/kelas/${s.classes.y}/pulihkan`, s.admin.token)).statusCode).toBe(
      200,
    );
    const classRows = await auditOf(s.classes.y, 'live_class');
    expect(classRows.map((row) => [row.action, row.actor_id, row.before, row.after])).toEqual([
      ['live_class.update', s.admin.id, { title: 'Geometri Ruang Y' }, { title: 'Geometri Bidang Y' }],
      ['live_class.archive', s.admin.id, { status: 'published' }, { status: 'archived' }],
      ['live_class.unarchive', s.admin.id, { status: 'archived' }, { status: 'draft' }],
    ]);

    const made = await call('POST', '/api/tutor/kelas-paket', s.tutorA.token, {
      title: 'Paket Aljabar Geometri',
      summary: 'Dua kelas dalam satu paket hemat.',
      price: 200_000,
      classIds: [s.classes.x, s.classes.y],
    });
    expect(made.statusCode, made.body).toBe(201);
    const packageId = made.json<{ data: { id: string } }>().data.id;
    const renamed = await call('PATCH', `/api/tutor/kelas-paket/${packageId}`, s.admin.token, {
      price: 190_000,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const packageRows = await auditOf(packageId, 'class_package');
    expect(packageRows).toMatchObject([
      {
        action: 'class_package.update',
        actor_id: s.admin.id,
        before: { price: 200_000 },
        after: { price: 190_000 },
      },
    ]);
  });
});
