import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it, vi } from 'vitest';
import {
  databaseUnavailableCause,
  isDatabaseUnavailable,
  retryWhileDatabaseUnavailable,
} from './unavailable';

/** An error as `pg` builds it from a server ErrorResponse (a `code` with the SQLSTATE). */
const serverError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

/** A socket error as Node builds it. */
const socketError = (code: string, syscall = 'connect') =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin shutdown (fast restart, pg_terminate_backend)', serverError('57P01')],
    ['57P02 crash shutdown (immediate restart)', serverError('57P02')],
    ['57P03 cannot connect now (starting up)', serverError('57P03')],
    ['57P05 idle session timeout', serverError('57P05')],
    ['53300 too many connections', serverError('53300')],
    ['08006 connection failure', serverError('08006')],
    ['08P01 protocol violation', serverError('08P01')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET', 'read')],
    ['EPIPE', socketError('EPIPE', 'write')],
    ['a Unix socket that is gone', socketError('ENOENT')],
    ['pg: terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg-pool: new connection timed out', new Error('Connection terminated due to connection timeout')],
    [
      'pg: a broken client used again',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['23505 unique violation', serverError('23505')],
    ['40P01 deadlock', serverError('40P01')],
    ['42P01 undefined table', serverError('42P01')],
    ['57014 statement timeout', serverError('57014')],
    ['a file that is missing (ENOENT outside connect)', socketError('ENOENT', 'open')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message merely mentioning a connection', new Error('Connection refused by the payment gateway')],
    ['null', null],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("looks through drizzle's wrapper and an AggregateError of several addresses", () => {
    const wrapped = new DrizzleQueryError('select 1', [], serverError('57P01', 'terminating connection'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const refusedEverywhere = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(refusedEverywhere)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', ['x@y.test'], serverError('23505')))).toBe(
      false,
    );
  });

  it("names the connection problem, not the failed query's values", () => {
    const wrapped = new DrizzleQueryError(
      'insert into users (email) values ($1)',
      ['siti@contoh.test'],
      serverError('57P01', 'terminating connection due to administrator command'),
    );
    expect(databaseUnavailableCause(wrapped)).toEqual({
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
  });

  it('survives an error whose cause points back at itself', () => {
    const looped = new Error('outer') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  it('tries again while the database is away, and answers the first success', async () => {
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(serverError('57P03', 'the database system is starting up'))
      .mockResolvedValueOnce('recorded');
    await expect(retryWhileDatabaseUnavailable(work, 2000)).resolves.toBe('recorded');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('throws any other failure at once, and the last one when the budget is spent', async () => {
    const refused = vi.fn<() => Promise<string>>().mockRejectedValue(serverError('23505'));
    await expect(retryWhileDatabaseUnavailable(refused, 2000)).rejects.toMatchObject({ code: '23505' });
    expect(refused).toHaveBeenCalledTimes(1);

    const away = vi.fn<() => Promise<string>>().mockRejectedValue(socketError('ECONNREFUSED'));
    const startedAt = Date.now();
    await expect(retryWhileDatabaseUnavailable(away, 700)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(away.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
