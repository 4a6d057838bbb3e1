import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/env';

/**
 * Content-Security-Policy for the same-origin React SPA (MUI/emotion inject <style> tags, so inline styles are
 * allowed; scripts are not), the service worker, socket.io (ws/wss) and swagger-ui at /api/docs.
 * Images may come from any https host (profile photos, map tiles); the browser calls the identity provider's
 * user-info endpoint itself during Google sign-in, so that origin is allowed when Google sign-in is configured.
 */
export const contentSecurityPolicy = (config: Pick<AppConfig, 'google'>) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'ws:',
      'wss:',
      ...(config.google.clientId ? [new URL(config.google.userinfoEndpoint).origin] : []),
    ],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    // The material reader shows a PDF saved for offline from a blob: URL (ADR 0054).
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
});

/** The helmet configuration of every answer. */
export const helmetOptions = (config: Pick<AppConfig, 'google'>): HelmetOptions => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
  // The API may later be read by other origins' tools (OpenAPI); resources are same-origin by default anyway.
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/**
 * The headers helmet sets with `options`, lower-cased. They depend on no request (no CSP nonces, no directive
 * functions), so they are computed once at start; `@fastify/helmet` rebuilt the whole policy on every request, which
 * cost about a fifth of the CPU of a cached catalogue answer (docs/benchmarks.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('invalid helmet options');
  return headers;
}

const HSTS = 'strict-transport-security';

/** Whether an `/api` answer depends on who asks: it must then never be stored by a browser or proxy cache. */
function isPrivateApiAnswer(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  return request.headers.authorization !== undefined || !['GET', 'HEAD'].includes(request.method);
}

/**
 * Security headers (helmet, computed once) on every answer, set on the raw response as helmet itself does.
 * HSTS only on https (as the proxy reports it when `TRUST_PROXY` is on): browsers ignore it over http, and sent
 * there it tells a local or misconfigured deployment to refuse http for a year. Answers to signed-in requests and
 * to writes get `Cache-Control: no-store` unless the route chose its own caching.
 */
export const securityPlugin = fp(
  (app, options: { config: Pick<AppConfig, 'google'> }, done) => {
    const all = securityHeaders(helmetOptions(options.config));
    const hsts = all[HSTS];
    const headers = Object.entries(all).filter(([name]) => name !== HSTS);
    app.addHook('onRequest', (request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      if (hsts !== undefined && request.protocol === 'https') reply.raw.setHeader(HSTS, hsts);
      next();
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      if (isPrivateApiAnswer(request) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
      next(null, payload);
    });
    done();
  },
  { name: 'scola-security' },
);
