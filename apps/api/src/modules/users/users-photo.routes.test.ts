import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userResponseSchema } from '@scola/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode, signIn } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { testDatabases, useTestApp } from '../../test/test-app';
import { brokenJpeg, fakePdf, jpegWithExif, png, textFile } from '../../test/upload-fixtures';

describe.each(testDatabases())('profile photo (%s)', (kind) => {
  const dataDir = join(tmpdir(), `scola-photo-${randomBytes(6).toString('hex')}`);
  const ctx = useTestApp(kind, { env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const signedIn = async () => {
    const { user, email, password } = await createAccount(ctx.database);
    return { id: user.id, token: (await signIn(ctx.app, email, password)).token };
  };
  const upload = (token: string | undefined, file: ReturnType<typeof multipartFile>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/akun/foto',
      payload: file.payload,
      headers: { ...file.headers, ...(token ? { authorization: token } : {}) },
    });
  const storedPhotos = async (userId: string) =>
    readdir(join(dataDir, 'files', 'photos', userId)).catch(() => [] as string[]);

  it('stores the photo as a resized WebP without EXIF, served publicly and cached', async () => {
    const { id, token } = await signedIn();
    const response = await upload(
      token,
      multipartFile('foto', 'saya.jpg', 'image/jpeg', await jpegWithExif()),
    );
    expect(response.statusCode).toBe(200);
    const user = userResponseSchema.parse(response.json()).data;
    expect(user.photoUrl).toMatch(new RegExp(`^/api/berkas/publik/photos/${id}/[0-9a-f]{20}\\.webp$`));

    const served = await ctx.app.inject({ url: user.photoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('public');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1024, 768, undefined]);

    const info = await ctx.app.inject({ url: '/api/akun/info', headers: { authorization: token } });
    expect(userResponseSchema.parse(info.json()).data.photoUrl).toBe(user.photoUrl);
  });

  it('replaces the previous photo (deleted) and removes it on DELETE', async () => {
    const { id, token } = await signedIn();
    await upload(token, multipartFile('foto', 'a.png', 'image/png', await png(40, 40)));
    const second = await upload(token, multipartFile('foto', 'b.png', 'image/png', await png(50, 50)));
    const photoUrl = userResponseSchema.parse(second.json()).data.photoUrl!;
    expect(await storedPhotos(id)).toEqual([photoUrl.split('/').at(-1)]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/akun/foto',
      headers: { authorization: token },
    });
    expect(userResponseSchema.parse(removed.json()).data.photoUrl).toBeNull();
    expect(await storedPhotos(id)).toEqual([]);
    expect((await ctx.app.inject({ url: photoUrl })).statusCode).toBe(404);
  });

  it('refuses wrong content under a right name, fake images, big files and a missing file; stores nothing', async () => {
    const { id, token } = await signedIn();
    const cases: [ReturnType<typeof multipartFile>, number, string][] = [
      [multipartFile('foto', 'foto.jpg', 'image/jpeg', textFile()), 415, 'FILE_TYPE_NOT_ALLOWED'],
      [multipartFile('foto', 'foto.jpg', 'image/jpeg', fakePdf()), 415, 'FILE_TYPE_NOT_ALLOWED'],
      [
        multipartFile('foto', 'foto.jpg', 'image/jpeg', new Uint8Array(5 * 1024 * 1024 + 1)),
        413,
        'FILE_TOO_LARGE',
      ],
      [multipartFile('lain', 'foto.png', 'image/png', await png()), 400, 'FILE_MISSING'],
    ];
    for (const [file, status, code] of cases) {
      const response = await upload(token, file);
      expect(response.statusCode, code).toBe(status);
      expect(errorCode(response)).toBe(code);
    }
    const broken = await upload(token, multipartFile('foto', 'foto.jpg', 'image/jpeg', brokenJpeg()));
    expect([broken.statusCode, errorCode(broken)]).toEqual([422, 'FILE_INVALID']);
    expect(broken.json<{ error: { message: string } }>().error.message).toBe(
      'Gambar rusak atau tidak dapat dibaca.',
    );

    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/akun/foto',
      payload: { foto: 'x' },
      headers: { authorization: token },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedPhotos(id)).toEqual([]);
    const info = await ctx.app.inject({ url: '/api/akun/info', headers: { authorization: token } });
    expect(userResponseSchema.parse(info.json()).data.photoUrl).toBeNull();
  });

  it('refuses visitors', async () => {
    const response = await upload(undefined, multipartFile('foto', 'a.png', 'image/png', await png()));
    expect([response.statusCode, errorCode(response)]).toEqual([401, 'UNAUTHENTICATED']);
    const removal = await ctx.app.inject({ method: 'DELETE', url: '/api/akun/foto' });
    expect(removal.statusCode).toBe(401);
  });
});
