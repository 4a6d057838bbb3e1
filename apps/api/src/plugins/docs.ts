import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document at `GET /api/openapi.json` (from the contracts' zod schemas) and swagger-ui at `/api/docs`. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Scola API',
          description: 'API of Scola, the Indonesian online learning marketplace.',
          version: '0.1.0',
        },
        servers: [],
        components: {
          securitySchemes: {
            accessToken: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The access token of `POST /api/auth/scola/signin`, as is or as `Bearer <token>`.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    // swagger-ui reads the same document from its own /api/docs/json.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'scola-docs' },
);
