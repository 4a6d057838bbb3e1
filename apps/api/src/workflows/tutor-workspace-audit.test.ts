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
  const auditOf = (entityId: string) =>
    queryRows(
      ctx.database,
      sql`select action, actor_id, before, after from audit_log where entity_type = 'class_session'
          and entity_id = ${entityId} order by created_at, action`,
    );

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
});
