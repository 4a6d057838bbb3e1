import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { largestUploadBytes } from '../lib/uploads';

/**
 * Accepts `multipart/form-data` bodies for upload routes (`readUpload` in `lib/uploads`). Every request may carry
 * one file, a few small fields, and no more than the largest kind allows; each route then applies its kind's limit.
 */
export const uploadsPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: largestUploadBytes,
        files: 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 12,
        headerPairs: 100,
      },
    });
  },
  { name: 'scola-uploads' },
);
