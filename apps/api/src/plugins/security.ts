import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Content-Security-Policy for the same-origin React SPA (MUI/emotion inject <style> tags, so inline styles are
 * allowed; scripts are not), the service worker, socket.io (ws/wss) and swagger-ui at /api/docs.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Security headers (helmet) on every answer. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy,
      // The API may later be read by other origins' tools (OpenAPI); resources are same-origin by default anyway.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'scola-security' },
);
