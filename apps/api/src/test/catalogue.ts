import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody, ValidationIssue } from '@scola/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, vi } from 'vitest';
import { type TestApp, type TestAppOptions, type TestDatabaseKind, useTestApp } from './test-app';

/**
 * A test app with its own data folder (files written by the seed or by tests go there; removed afterwards).
 * `seed: true` loads the whole demo catalogue.
 */
export function useCatalogueApp(
  kind: TestDatabaseKind,
  options: TestAppOptions = {},
): TestApp & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'scola-catalogue-test-'));
  const ctx = useTestApp(kind, { ...options, env: { DATA_DIR: dataDir, ...options.env } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return Object.assign(ctx, { dataDir });
}

/**
 * `GET url` through the app, once every catalogue change committed so far has reached the app's cache (on
 * PostgreSQL, notifications arrive on their own connection a moment after the writer's commit returns).
 */
export async function getFrom(ctx: TestApp, url: string, headers: Record<string, string> = {}) {
  await ctx.app.catalogueChanges.sync();
  return ctx.app.inject({ method: 'GET', url, headers });
}

/** Asserts a 400 `VALIDATION_FAILED` whose details name the query (or params) field `path`. */
export function expectBadParameter(
  response: LightMyRequestResponse,
  path: string,
  location: ValidationIssue['location'] = 'query',
) {
  expect(response.statusCode, response.body).toBe(400);
  const error = response.json<ErrorBody>().error;
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ location, path })]));
}

/** Asserts a 404 `NOT_FOUND`. */
export function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
}

/** Counts the database queries `run` makes (spying on the driver's `query`). */
export async function countQueries(ctx: TestApp, run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(ctx.database.client as { query: (...args: never[]) => unknown }, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** Whether `values` never goes down (`direction: 'asc'`) or never up (`'desc'`). */
export function isSorted(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, index) => {
    if (index === 0) return true;
    const previous = values[index - 1] ?? value;
    return direction === 'asc' ? previous <= value : previous >= value;
  });
}
