import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, localFileStorage, s3FileStorage } from '../../lib/storage';
import { appContextPlugin } from '../../plugins/app-context';
import { errorsPlugin } from '../../plugins/errors';
import { startLocalS3 } from '../../test/local-s3';
import { testConfig } from '../../test/test-app';
import { fileLinksFor } from './file-links';
import { filesRoutes } from './files.routes';

const secret = 'a-jwt-secret-of-at-least-32-characters!';
const links = fileLinksFor(secret);
let now = new Date('2026-11-25T08:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

async function appOver(storage: FileStorage): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(appContextPlugin, { config: testConfig(), clock: () => now });
  await app.register(errorsPlugin);
  await app.register(filesRoutes, { prefix: '/api', storage, links });
  return app;
}

const adapters: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'scola-files-'));
      return { storage: localFileStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startLocalS3();
      return { storage: s3FileStorage(s3.settings), close: () => s3.stop() };
    },
  ],
];

describe.each(adapters)('serving stored files (%s)', (_name, open) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const pdf = new TextEncoder().encode('%PDF-1.7 dokumen rahasia 0123456789');

  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    await opened.storage.put('documents/u1/ktp.pdf', pdf);
    await opened.storage.put('photos/u1/abc.webp', new TextEncoder().encode('RIFF....WEBP'));
    app = await appOver(opened.storage);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('serves a private object through a valid signed link, never cached', async () => {
    const response = await app.inject({ url: links.signedUrl('documents/u1/ktp.pdf', inMinutes(5)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(response.rawPayload).toEqual(Buffer.from(pdf));
  });

  it('answers byte ranges of a private object (206), and 416 past its end', async () => {
    const url = links.signedUrl('documents/u1/ktp.pdf', inMinutes(5));
    const part = await app.inject({ url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${pdf.length}`);
    expect(part.body).toBe('%PDF');
    const beyond = await app.inject({ url, headers: { range: `bytes=${pdf.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('refuses an expired, forged, borrowed or missing token with 403 FILE_LINK_INVALID', async () => {
    const valid = links.signedUrl('documents/u1/ktp.pdf', inMinutes(5));
    const token = new URL(valid, 'http://x').searchParams.get('token')!;
    const [expiry, mac] = token.split('.') as [string, string];
    const forgedMac = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const attempts = [
      links.signedUrl('documents/u1/ktp.pdf', inMinutes(-1)), // expired
      `/api/berkas/privat/documents/u1/ktp.pdf?token=${Number(expiry) + 3600}.${mac}`, // expiry extended
      `/api/berkas/privat/documents/u1/ktp.pdf?token=${expiry}.${forgedMac}`, // MAC tampered
      `/api/berkas/privat/documents/u2/ktp.pdf?token=${token}`, // another object's link
      fileLinksFor('another-secret-of-at-least-32-characters').signedUrl(
        'documents/u1/ktp.pdf',
        inMinutes(5),
      ),
      '/api/berkas/privat/documents/u1/ktp.pdf?token=garbage',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('FILE_LINK_INVALID');
    }
    expect((await app.inject({ url: '/api/berkas/privat/documents/u1/ktp.pdf' })).statusCode).toBe(400);
  });

  it('stops working when the link expires', async () => {
    const url = links.signedUrl('documents/u1/ktp.pdf', inMinutes(5));
    expect((await app.inject({ url })).statusCode).toBe(200);
    const saved = now;
    now = inMinutes(6);
    expect((await app.inject({ url })).statusCode).toBe(403);
    now = saved;
  });

  it('serves public objects openly with long-lived cache headers, and hides private ones there', async () => {
    const photo = await app.inject({ url: '/api/berkas/publik/photos/u1/abc.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(photo.headers.etag).toBeTruthy();
    const hidden = await app.inject({ url: '/api/berkas/publik/documents/u1/ktp.pdf' });
    expect(hidden.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/berkas/publik/photos/u1/none.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/berkas/publik/photos/../documents/u1/ktp.pdf' })).statusCode).toBe(
      404,
    );
  });
});
