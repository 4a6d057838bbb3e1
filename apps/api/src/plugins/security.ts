import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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

/** Security headers (helmet) on every answer. */
export const securityPlugin = fp(
  async (app, options: { config: Pick<AppConfig, 'google'> }) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(options.config),
      // The API may later be read by other origins' tools (OpenAPI); resources are same-origin by default anyway.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'scola-security' },
);
