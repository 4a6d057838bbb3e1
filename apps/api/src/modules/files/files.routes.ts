import { errorBodySchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type FileStorage, isValidKey, sendStoredFile, visibilityOf } from '../../lib/storage';
import type { FileLinks } from './file-links';

const tags = ['Berkas'];

const keyParamsSchema = z.strictObject({ '*': z.string().max(512) });
const tokenQuerySchema = z.strictObject({
  token: z.string({ error: 'Tautan berkas tidak lengkap.' }).max(100),
  /** The name to save the object under (signed with the link): it is then answered as a download. */
  nama: z.string().min(1).max(200).optional(),
});

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
};

function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * Stored objects: `GET /berkas/publik/<key>` for public ones (cacheable), `GET /berkas/privat/<key>?token=` for
 * private ones, only with a signed, unexpired token (403 `FILE_LINK_INVALID` otherwise). HTTP Range works on both.
 */
export const filesRoutes: FastifyPluginCallback<{ storage: FileStorage; links: FileLinks }> = (
  fastify,
  { storage, links },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/berkas/publik/*',
    {
      compress: false,
      schema: {
        tags,
        summary: 'A public stored object (cover, photo), cacheable (HTTP Range → 206)',
        params: keyParamsSchema,
        response: { 404: errorBodySchema },
      },
    },
    (request, reply) => {
      const key = request.params['*'];
      // A private object is "not found" here: its existence is not revealed to whoever guesses its key.
      if (!isValidKey(key) || visibilityOf(key) !== 'public') throw new AppError('NOT_FOUND');
      return sendStoredFile(request, reply, storage, key, {
        contentType: contentTypeOf(key),
        filename: fileNameOf(key),
        // Public keys are never rewritten with other content (uploads get a new key), so caches may keep them.
        cacheControl: 'public, max-age=31536000, immutable',
      });
    },
  );

  app.get(
    '/berkas/privat/*',
    {
      compress: false,
      schema: {
        tags,
        summary:
          'A private stored object through its short-lived signed link (FILE_LINK_INVALID 403 otherwise)',
        params: keyParamsSchema,
        querystring: tokenQuerySchema,
        response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request, reply) => {
      const key = request.params['*'];
      const downloadName = request.query.nama;
      if (
        visibilityOf(key) !== 'private' ||
        !links.verify(key, request.query.token, app.clock(), downloadName)
      ) {
        throw new AppError('FILE_LINK_INVALID');
      }
      const contentType = contentTypeOf(key);
      reply.header('referrer-policy', 'no-referrer');
      return sendStoredFile(request, reply, storage, key, {
        contentType,
        filename: downloadName ?? fileNameOf(key),
        cacheControl: 'private, no-store',
        disposition:
          downloadName !== undefined || contentType === 'application/octet-stream' ? 'attachment' : 'inline',
      });
    },
  );

  done();
};
