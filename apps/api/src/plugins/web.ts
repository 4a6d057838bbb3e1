import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT = 'public, max-age=3600';

/** Files the browser must revalidate on every load (the SPA shell, the service worker and its registration). */
const alwaysRevalidated = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Cache-Control of a file of the built web app, from its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (alwaysRevalidated.has(path) || path.endsWith('.html')) return NO_CACHE;
  return SHORT;
}

const notBuiltPage = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Scola</title></head>
<body><h1>Scola API berjalan</h1>
<p>Aplikasi web belum dibangun. Jalankan <code>npm run build</code> lalu mulai ulang server.</p>
<p>The web app has not been built yet: run <code>npm run build</code>, then restart the server.
API documentation: <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/** Compresses answers over 1 KB (br or gzip). Register before any route: it hooks routes as they are added. */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'scola-compression' },
);

/**
 * Serves the built web app at `/` (hash-routed SPA: only `/` serves index.html) with precompressed `.br`/`.gz`
 * siblings when present. Files without a sibling are compressed on the fly by `compressionPlugin`.
 */
export const webPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    if (!existsSync(webDistDir)) {
      app.log.warn({ webDistDir }, 'web app not built; GET / explains how to build it');
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(notBuiltPage),
      );
      return;
    }

    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      serveDotFiles: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(relative(webDistDir, path)));
      },
    });
  },
  { name: 'scola-web' },
);
