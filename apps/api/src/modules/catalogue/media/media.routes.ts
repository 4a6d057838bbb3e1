import { errorBodySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FileStorage, sendStoredFile } from '../../../lib/storage';

/** Cover images of catalogue items (`coverUrl` = `/api/sampul/<name>.svg`), stored under `covers/`. */
export const coverUrlOf = (name: string) => `/api/sampul/${name}.svg`;
export const coverKeyOf = (name: string) => `covers/${name}.svg`;

const coverParamsSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, { message: 'Nama sampul tidak valid.' }),
});

export const mediaRoutes: FastifyPluginCallback<{ storage: FileStorage }> = (fastify, { storage }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sampul/:name',
    {
      schema: {
        tags: ['Katalog'],
        summary: 'A cover image (SVG) of a catalogue item',
        params: coverParamsSchema,
        produces: ['image/svg+xml'],
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request, reply) =>
      sendStoredFile(request, reply, storage, `covers/${request.params.name}`, {
        contentType: 'image/svg+xml',
        filename: request.params.name,
        cacheControl: 'public, max-age=86400',
      }),
  );

  done();
};
