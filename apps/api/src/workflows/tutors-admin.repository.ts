import type { AdminTutor, AdminTutorListQuery, AdminTutorStatus } from '@scola/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tutorProfileSummaries } from '../modules/catalogue';
import { applicationSummaries } from '../modules/tutor-applications';
import { accountSummaries } from '../modules/users';

/**
 * The admin's tutor list spans three owners: the account (users), the tutor profile and its classes (catalogue)
 * and the application (tutor-applications). Each module hands a derived table of its own columns; this query only
 * joins them, so one page costs two queries (the page and its total) whatever its length.
 */
const status = sql`case
  when u.suspended_at is not null then 'suspended'
  when p.verified_at is not null or a.status = 'approved' then 'verified'
  when a.status is not null then a.status
  else 'unverified' end`;

/** Epoch milliseconds (a number on both drivers), turned into ISO text below. */
const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

function source(): SQL {
  return sql`select u.id, u.name, u.email, coalesce(p.photo_url, u.photo_url) as photo_url, ${status} as status,
      a.id as application_id, a.status as application_status, ${ms(sql`a.submitted_at`)} as submitted_at,
      ${ms(sql`a.decided_at`)} as decided_at, ${ms(sql`p.verified_at`)} as verified_at,
      coalesce(p.class_count, 0) as class_count, ${ms(sql`u.created_at`)} as created_at
    from ${accountSummaries()} u
    left join ${applicationSummaries()} a on a.user_id = u.id
    left join ${tutorProfileSummaries()} p on p.user_id = u.id
    where 'tutor' = any(u.scope) or a.id is not null or p.user_id is not null`;
}

/** `%`, `_` and `\` typed by the admin match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(query: AdminTutorListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(sql`(t.name ilike ${pattern} or t.email ilike ${pattern})`);
  }
  if (query.status) parts.push(sql`t.status = ${query.status}`);
  return sql.join(parts, sql` and `);
}

const orderOf: Record<AdminTutorListQuery['sort'], SQL> = {
  nama: sql`lower(t.name), t.id`,
  terbaru: sql`t.created_at desc, t.id`,
  diajukan: sql`t.submitted_at desc nulls last, lower(t.name), t.id`,
  diputuskan: sql`t.decided_at desc nulls last, lower(t.name), t.id`,
};

interface Row {
  id: string;
  name: string;
  email: string;
  photo_url: string | null;
  status: AdminTutorStatus;
  application_id: string | null;
  application_status: AdminTutor['applicationStatus'];
  submitted_at: number | null;
  decided_at: number | null;
  verified_at: number | null;
  class_count: number;
  created_at: number;
}

const iso = (value: number | string | null) =>
  value === null ? null : new Date(Number(value)).toISOString();

function toAdminTutor(row: Row): AdminTutor {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photoUrl: row.photo_url,
    status: row.status,
    applicationId: row.application_id,
    applicationStatus: row.application_status,
    submittedAt: iso(row.submitted_at),
    decidedAt: iso(row.decided_at),
    verifiedAt: iso(row.verified_at),
    classCount: Number(row.class_count),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Tutors and applicants, filtered, sorted and paged (`GET /api/admin/tutor`). */
export function tutorsAdminRepositoryFor(db: Database) {
  return {
    async list(query: AdminTutorListQuery): Promise<{ rows: AdminTutor[]; total: number }> {
      const where = whereOf(query);
      const [page, counted] = await Promise.all([
        db.execute(sql`select * from (${source()}) t where ${where} order by ${orderOf[query.sort]}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
        db.execute(sql`select count(*)::int as n from (${source()}) t where ${where}`),
      ]);
      const rows = (page as { rows: Row[] }).rows.map(toAdminTutor);
      const total = Number((counted as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      return { rows, total };
    },
  };
}
