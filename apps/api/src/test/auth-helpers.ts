import { type Session, sessionResponseSchema } from '@scola/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { buildUser } from '../db/factories';
import { type CreateUserInput, type UserRow, usersServiceFor } from '../modules/users';

/** An account created straight in the database; `password` is its plain password. */
export async function createAccount(
  database: DatabaseHandle,
  overrides: Partial<CreateUserInput> = {},
): Promise<{ user: UserRow; email: string; password: string }> {
  const input = buildUser(overrides);
  const user = await usersServiceFor(database.db).createUser(input);
  return { user, email: input.email, password: input.password ?? '' };
}

/** `POST <url>` with a JSON body and, optionally, `Authorization: <token>`. */
export function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });
}

/** Signs in through the API; throws unless it answered a session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const response = await post(app, '/api/auth/scola/signin', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionResponseSchema.parse(response.json()).data;
}

/** `GET /api/akun/info` with the given Authorization header value. */
export function accountInfo(app: FastifyInstance, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/akun/info',
    headers: authorization === undefined ? {} : { authorization },
  });
}

/** The `error.code` of an error answer. */
export function errorCode(response: LightMyRequestResponse): string | undefined {
  return response.json<{ error?: { code?: string } }>().error?.code;
}

/** The rows a query answers (same shape on PGlite and PostgreSQL). */
export async function queryRows(
  database: DatabaseHandle,
  statement: SQL,
): Promise<Record<string, unknown>[]> {
  // PgDatabase types the raw result as unknown; both drivers answer `{ rows }`.
  const result = (await database.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Rows of a table (tests assert that refused input stored nothing). */
export async function countRows(database: DatabaseHandle, table: string): Promise<number> {
  const [row] = await queryRows(database, sql.raw(`select count(*)::int as n from "${table}"`));
  return Number(row?.n ?? 0);
}

/** Runs a statement in tests (e.g. to age a timestamp or suspend an account). */
export async function execute(database: DatabaseHandle, statement: SQL): Promise<void> {
  await database.db.execute(statement);
}

/** A clock tests can move forward. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
