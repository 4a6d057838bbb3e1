import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { at, sessionApi, setUpSchedules } from '../test/tutor-sessions-kit';

describe.each(testDatabases())('tutor class sessions under concurrent requests (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const api = sessionApi(ctx);
  let s: Awaited<ReturnType<typeof setUpSchedules>>;

  beforeAll(async () => {
    s = await setUpSchedules(ctx);
  });

  it('20 overlapping sessions asked at once over two classes of one tutor: exactly one is scheduled', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        // Starts spread over 10:00–10:38, each an hour long: every pair overlaps.
        api.single(index % 2 === 0 ? s.classes.x : s.classes.y, s.tutorA.token, at(3, 10, index * 2), 60),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('SESSION_OVERLAP');
    }
    const stored = await queryRows(
      ctx.database,
      sql`select position from class_sessions where tutor_id = ${s.tutorA.id} and status <> 'cancelled'`,
    );
    expect(stored.map((row) => Number(row.position))).toEqual([1]);
  });

  it('sessions asked at once in one class without overlaps are all kept, numbered 1..n by start', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.single(s.classes.y, s.tutorA.token, at(10 + (7 - index), 6), 60),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const rows = await queryRows(
      ctx.database,
      sql`select position, starts_at from class_sessions where class_id = ${s.classes.y} and status <> 'cancelled' order by starts_at`,
    );
    expect(rows.map((row) => Number(row.position))).toEqual(rows.map((_, index) => index + 1));
  });
});
