import { describe, expect, it } from 'vitest';
import { isCacheableApiRead, isMathFont, isOfflineMedia, isSameOriginImage, shellNavigation } from './routes';

const origin = 'https://scola.example';
const url = (path: string) => new URL(path, origin);

describe('service worker routes', () => {
  it('keeps catalogue and account reads for offline use', () => {
    expect(isCacheableApiRead(url('/api/kelas?sort=newest'), origin)).toBe(true);
    expect(isCacheableApiRead(url('/api/kelas/0b7c'), origin)).toBe(true);
    expect(isCacheableApiRead(url('/api/ruang-kelas/0b7c/rekaman'), origin)).toBe(true);
  });

  it('never keeps the session, signed file links or what carries them, nor other origins', () => {
    for (const path of [
      '/api/auth/refresh',
      '/api/auth/config',
      '/api/berkas/privat/materi/a.pdf?token=x',
      '/api/kalender/abc.ics',
      '/api/koleksi/materi/0b7c/berkas',
      '/api/koleksi/lifeskill/1/pelajaran/2/video',
      '/api/ruang-kelas/0b7c/rekaman/9/putar',
      '/api/kelas?token=secret',
      '/api/anything?signature=abc&expires=1',
    ]) {
      expect(isCacheableApiRead(url(path), origin), path).toBe(false);
    }
    expect(isCacheableApiRead(new URL('https://other.example/api/kelas'), origin)).toBe(false);
    expect(isCacheableApiRead(url('/assets/index.js'), origin)).toBe(false);
  });

  it('serves saved files, KaTeX fonts and same-origin images from their caches', () => {
    expect(isOfflineMedia(url('/offline-media/lesson/1?v=3'), origin)).toBe(true);
    expect(isOfflineMedia(url('/api/offline-media/lesson/1'), origin)).toBe(false);
    expect(isMathFont(url('/assets/KaTeX_Main-Regular-B22Nviop.woff2'), origin)).toBe(true);
    expect(isMathFont(url('/assets/roboto-latin-400-normal-x.woff2'), origin)).toBe(false);
    expect(isSameOriginImage(url('/api/berkas/publik/foto.webp'), origin, 'image')).toBe(true);
    expect(isSameOriginImage(url('/api/berkas/privat/foto.webp'), origin, 'image')).toBe(false);
    expect(isSameOriginImage(new URL('https://tiles.example/1/2/3.png'), origin, 'image')).toBe(false);
  });

  it('answers only the app page with the app shell (hash routing)', () => {
    expect(shellNavigation.test('/')).toBe(true);
    expect(shellNavigation.test('/?code=abc')).toBe(true);
    expect(shellNavigation.test('/index.html')).toBe(true);
    expect(shellNavigation.test('/api/docs')).toBe(false);
    expect(shellNavigation.test('/masukGoogle.html')).toBe(false);
  });
});
