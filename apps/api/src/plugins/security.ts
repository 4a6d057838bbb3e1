import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Security headers (helmet, computed once) on every answer, set on the raw response as helmet itself does. */
export const securityPlugin = fp(
  (app, options: { config: Pick<AppConfig, 'google'> }, done) => {
    const headers = Object.entries(securityHeaders(helmetOptions(options.config)));
    app.addHook('onRequest', (_request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
    done();
  },
  { name: 'scola-security' },
);
