import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './users.tables';

/** New accounts in each of several periods that end at the same time. */
export interface SignupCounts {
  /** Accounts with the student role created in the period. */
  students: number;
  /** Accounts whose tutor role was granted (`tutor_verified_at`) in the period. */
  tutors: number;
}

/**
 * New students and new tutors for each named period `[starts[name], to)`, in one query (the admin dashboard).
 */
export async function signupCounts<Name extends string>(
  db: Database,
  starts: Record<Name, Date>,
  to: Date,
): Promise<Record<Name, SignupCounts>> {
  const names = Object.keys(starts) as Name[];
  const end = sql`${to.toISOString()}::timestamptz`;
  const columns = names.flatMap((name, i) => {
    const from = sql`${starts[name].toISOString()}::timestamptz`;
    return [
      sql`count(*) filter (where 'student' = any(${users.scope}) and ${users.createdAt} >= ${from} and ${users.createdAt} < ${end})::int as ${sql.identifier(`s${i}`)}`,
      sql`count(*) filter (where ${users.tutorVerifiedAt} >= ${from} and ${users.tutorVerifiedAt} < ${end})::int as ${sql.identifier(`t${i}`)}`,
    ];
  });
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${users}`)) as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      { students: Number(row[`s${i}`] ?? 0), tutors: Number(row[`t${i}`] ?? 0) },
    ]),
  ) as Record<Name, SignupCounts>;
}
