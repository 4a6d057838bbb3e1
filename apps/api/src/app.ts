import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { catalogueReferenceModule } from './modules/catalogue-reference';
import { healthModule } from './modules/health';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { compressionPlugin, webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (see `openDatabase`); the caller closes it after `app.close()`. */
  database: DatabaseHandle;
}

/** API modules, each mounted under `/api`. */
const apiModules = [healthModule, catalogueReferenceModule];

/**
 * Builds the whole Fastify app (API, docs, web app) without listening. Routes may still be added by the caller
 * (tests do) until the app is ready.
 */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(webPlugin, { webDistDir: config.webDistDir });

  for (const module of apiModules) {
    await app.register(module, { prefix: '/api' });
  }

  return app;
}
