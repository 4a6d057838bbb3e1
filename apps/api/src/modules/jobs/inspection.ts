import type { FailedJob, JobQueue } from '@scola/contracts';
import type { PgBoss } from 'pg-boss';
import { JOBS_SCHEMA } from './schema';

/** A queue the app owns, with what it carries. */
export interface OwnedQueue {
  name: string;
  kind: JobQueue['kind'];
}

const count = (value: unknown) => Number(value ?? 0);

/** Jobs per state of each queue, counted now (operators: what waits, runs and failed). */
export async function queueSummaries(boss: PgBoss, queues: OwnedQueue[]): Promise<JobQueue[]> {
  const { rows } = await boss.getDb().executeSql(
    `select name,
       count(*) filter (where state in ('created', 'retry') and start_after <= now()) as ready,
       count(*) filter (where state in ('created', 'retry') and start_after > now()) as waiting,
       count(*) filter (where state = 'active') as active,
       count(*) filter (where state = 'failed') as failed,
       count(*) filter (where state = 'completed') as completed
     from ${JOBS_SCHEMA}.job where name = any($1::text[]) group by name`,
    [queues.map((queue) => queue.name)],
  );
  const byName = new Map(rows.map((row: Record<string, unknown>) => [row.name, row]));
  return queues.map(({ name, kind }) => {
    const row = byName.get(name);
    return {
      name,
      kind,
      ready: count(row?.ready),
      waiting: count(row?.waiting),
      active: count(row?.active),
      failed: count(row?.failed),
      completed: count(row?.completed),
    };
  });
}

/** Failed jobs of the queues, most recent failure first. */
export async function failedJobs(
  boss: PgBoss,
  names: string[],
  page: { limit: number; offset: number },
): Promise<{ rows: FailedJob[]; total: number }> {
  const db = boss.getDb();
  const [list, totals] = await Promise.all([
    db.executeSql(
      `select id, name, data->>'key' as key, output->>'message' as error, retry_count, completed_on
       from ${JOBS_SCHEMA}.job where name = any($1::text[]) and state = 'failed'
       order by completed_on desc nulls last, id limit $2 offset $3`,
      [names, page.limit, page.offset],
    ),
    db.executeSql(
      `select count(*) as n from ${JOBS_SCHEMA}.job where name = any($1::text[]) and state = 'failed'`,
      [names],
    ),
  ]);
  const rows = list.rows.map((row: Record<string, unknown>) => ({
    id: String(row.id),
    queue: String(row.name),
    key: typeof row.key === 'string' ? row.key : null,
    error: typeof row.error === 'string' ? row.error : null,
    attempts: count(row.retry_count) + 1,
    failedAt: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
  }));
  return { rows, total: count((totals.rows[0] as { n?: unknown } | undefined)?.n) };
}

/** Gives a failed job of the queues one more attempt, due now; false when there is no such failed job. */
export async function retryFailed(boss: PgBoss, names: string[], id: string): Promise<boolean> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `select name from ${JOBS_SCHEMA}.job where id = $1 and name = any($2::text[]) and state = 'failed'`,
      [id, names],
    );
  const name = (rows[0] as { name?: string } | undefined)?.name;
  if (!name) return false;
  // pg-boss 12 answers `{ affected }`, but types it as an empty interface.
  const { affected } = (await boss.retry(name, id)) as { affected?: number };
  return (affected ?? 0) > 0;
}
