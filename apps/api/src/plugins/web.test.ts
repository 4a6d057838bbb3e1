import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { ErrorBody } from '@scola/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { cacheControlFor } from './web';

const dist = mkdtempSync(join(tmpdir(), 'scola-web-dist-'));
const indexHtml = `<!doctype html><html lang="id"><head><title>Scola</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const appJs = `console.log(${JSON.stringify('Scola '.repeat(400))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), indexHtml);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), appJs);
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(appJs));
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Scola"}');

describe('web app serving', () => {
  const ctx = useTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(appJs);
  });

  it('serves the precompressed brotli sibling when accepted', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('revalidates the service worker and briefly caches other public files', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for unknown paths (hash routing: no SPA fallback)', async () => {
    expect((await get('/kelas/123')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/tidak-ada');
    expect(api.statusCode).toBe(404);
    expect(api.json<ErrorBody>().error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('web app not built', () => {
  const ctx = useTestApp('pglite');

  it('explains how to build it at /', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('cacheControlFor', () => {
  it('classifies dist files', () => {
    expect(cacheControlFor('assets/index-D3adB33f.css')).toContain('immutable');
    expect(cacheControlFor('assets/index-D3adB33f.css.gz')).toContain('immutable');
    expect(cacheControlFor('index.html.br')).toBe('no-cache');
    expect(cacheControlFor('manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('robots.txt')).toBe('public, max-age=3600');
  });
});
