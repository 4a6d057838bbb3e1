import { errorBodySchema } from '@scola/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed-data';
import { signIn } from './test/auth-helpers';
import { testDatabases, useTestApp } from './test/test-app';

/**
 * Every route of the OpenAPI document, fed wrong types, huge and odd strings, NUL, lone surrogates, deep JSON and
 * malformed bodies: no answer may be a server error, and every refusal must carry the `{ error: { code, message } }`
 * shape. Roles: the visitor and a student on public routes, an admin under `/api/admin`, a tutor on tutor routes,
 * a student elsewhere — so the handlers behind the access checks are reached too.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const huge = 'x'.repeat(100_000);
const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepValue = JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown;

/** Raw path segments (already URL-encoded where needed). */
const pathValues = [
  'x',
  '0',
  '-1',
  '1e309',
  'a'.repeat(90),
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%98%80',
];

/** Raw query values (already URL-encoded). */
const queryValues = [
  '',
  'abc',
  '-1',
  '99999999999999999999999',
  'NaN',
  '%00',
  '%ED%A0%80',
  'x'.repeat(5000),
  '%27%3B--',
  '%5B%5D',
];

/** Values for one body property, whatever its declared type. */
function propertyValues(schema: JsonSchema | undefined): unknown[] {
  const types = new Set([schema?.type ?? []].flat());
  const wrongType = types.has('string') ? 12345 : types.has('number') || types.has('integer') ? 'abc' : 'x';
  return [wrongType, null, huge, '\u0000', 'a\ud800b', -1e308, 1e308, [], {}, deepValue, true];
}

function bodyCases(schema: JsonSchema | undefined): { payload: string; contentType: string }[] {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const cases = [
    { payload: '{"a":', contentType: 'application/json' },
    { payload: deepJson, contentType: 'application/json' },
    { payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
    { payload: 'hello', contentType: 'text/plain' },
    { payload: '\u0000', contentType: 'application/json' },
    json(null),
    json([]),
    json('x'),
    json(42),
    json({}),
  ];
  const properties = Object.entries(schema?.properties ?? {}).slice(0, 12);
  for (const [name, propertySchema] of properties) {
    for (const value of propertyValues(propertySchema)) cases.push(json({ [name]: value }));
  }
  return cases;
}

function pathFor(template: string, value: string): string {
  return template.replace(/\{[^}]+\}/g, value);
}

describe.each(testDatabases())('fuzzing every documented route (%s)', (kind) => {
  const ctx = useTestApp(kind, { seed: true });
  const tokens: Record<'student' | 'tutor' | 'admin', string> = { student: '', tutor: '', admin: '' };
  let document: OpenApiDocument;

  beforeAll(async () => {
    const emails = { student: 'siswa@scola.id', tutor: 'tutor@scola.id', admin: 'admin@scola.id' } as const;
    for (const role of ['student', 'tutor', 'admin'] as const) {
      tokens[role] = (await signIn(ctx.app, emails[role], DEMO_PASSWORD)).token;
    }
    document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  });

  function authorizationsFor(path: string, operation: Operation): (string | undefined)[] {
    if (path.startsWith('/api/admin')) return [tokens.admin];
    if (/^\/api\/tutor\/(freetrial|saya)/.test(path)) return [tokens.tutor];
    if (operation.security?.length) return [tokens.student];
    return [undefined, tokens.student];
  }

  it('never answers 5xx and always answers errors in the error shape', async () => {
    const failures: string[] = [];
    let sent = 0;

    async function send(options: InjectOptions & { url: string; method: string }) {
      sent += 1;
      const response = await ctx.app.inject(options);
      const label = `${options.method} ${options.url.slice(0, 120)}`;
      if (response.statusCode >= 500) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400 && response.headers['content-type']?.includes('json')) {
        if (!errorBodySchema.safeParse(response.json()).success) {
          failures.push(
            `${label} → ${response.statusCode} not in the error shape: ${response.body.slice(0, 200)}`,
          );
        }
      }
    }

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        const parameters = operation.parameters ?? [];
        const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        const hasPathParameters = parameters.some((p) => p.in === 'path');
        for (const authorization of authorizationsFor(template, operation)) {
          const headers = authorization ? { authorization } : {};
          const validish = pathFor(template, '1');
          if (hasPathParameters) {
            for (const value of pathValues) {
              await send({ method: verb, url: pathFor(template, value), headers });
            }
          }
          for (const name of queryNames) {
            for (const value of queryValues) {
              await send({ method: verb, url: `${validish}?${name}=${value}`, headers });
            }
            await send({ method: verb, url: `${validish}?${name}=1&${name}=2`, headers });
          }
          if (['POST', 'PUT', 'PATCH'].includes(verb)) {
            const schema = operation.requestBody?.content?.['application/json']?.schema;
            for (const { payload, contentType } of bodyCases(schema)) {
              await send({
                method: verb,
                url: validish,
                payload,
                headers: { ...headers, 'content-type': contentType },
              });
            }
          }
        }
      }
    }

    for (const authorization of [
      'Bearer ',
      `Bearer ${'x'.repeat(10_000)}`,
      'Bearer a.b.c',
      'Basic Zm9vOmJhcg==',
    ]) {
      await send({ method: 'GET', url: '/api/akun/info', headers: { authorization } });
    }

    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
