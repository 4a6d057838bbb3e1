import { describe, expect, it } from 'vitest';
import { decideGuard, type RouteAuth } from './guard';
import { createHarness, serveProductApi } from './testing/harness';

const redirect = { login: '/', callback: '/' };

describe('§7 guard decisions', () => {
  it.each<[string, RouteAuth | undefined, string, boolean, string]>([
    ['KEEP: auth: false is skipped when signed out', false, '/kebijakan-privasi', false, 'stay'],
    ['KEEP: auth: false is skipped when signed in', false, '/kebijakan-privasi', true, 'stay'],
    ['KEEP: protected (default) page signed out → login', undefined, '/beranda', false, 'login'],
    ['KEEP: protected page signed out → login', true, '/keranjang', false, 'login'],
    ['KEEP: protected page signed in → stay', true, '/keranjang', true, 'stay'],
    ['KEEP: guest page signed out → stay', 'guest', '/tutor/daftar', false, 'stay'],
    ['KEEP: guest page signed in → home', 'guest', '/tutor/daftar', true, 'home'],
    ['KEEP: login page / signed out → stay (no loop)', 'guest', '/', false, 'stay'],
    ['KEEP: login page / signed in → home', 'guest', '/', true, 'home'],
    ['/ counts as guest when signed in, whatever its flag', true, '/', true, 'home'],
    ['/ flagged protected never sends a signed-out visitor to itself', true, '/', false, 'stay'],
    ['/ flagged auth: false is skipped', false, '/', true, 'stay'],
  ])('%s', (_name, auth, path, loggedIn, decision) => {
    expect(decideGuard(auth === undefined ? {} : { auth }, path, loggedIn, redirect)).toBe(decision);
  });
});

async function signedIn() {
  const h = createHarness();
  serveProductApi(h.api, h.clock);
  await h.auth.init();
  await h.auth.loginWith('local', { email: 'siti@example.id', password: 'rahasia' });
  h.navigate.mockClear();
  return h;
}

describe('§7 Auth.guard', () => {
  it('KEEP: a signed-out visitor on a protected page is sent to / and the path is remembered', async () => {
    const h = createHarness();
    await h.auth.init();
    expect(h.auth.guard({ auth: true }, '/kelas/abc-123?tab=2')).toEqual({ redirect: '/' });
    expect(h.auth.storage.get('redirect')).toBe('/kelas/abc-123?tab=2');
  });

  it('KEEP: an invalid path is not remembered, the redirect still happens', async () => {
    const h = createHarness();
    await h.auth.init();
    expect(h.auth.guard({}, '/a b')).toEqual({ redirect: '/' });
    expect(h.auth.storage.get('redirect')).toBeUndefined();
  });

  it('KEEP: a signed-in visitor on / goes home (/beranda)', async () => {
    const h = await signedIn();
    expect(h.auth.guard({ auth: 'guest' }, '/')).toEqual({ redirect: '/beranda' });
  });

  it('KEEP: a signed-in visitor on a guest page goes to the remembered path, which is then forgotten', async () => {
    const h = await signedIn();
    h.auth.setRedirect('/materi/detil/9');
    expect(h.auth.guard({ auth: 'guest' }, '/tutor/daftar')).toEqual({ redirect: '/materi/detil/9' });
    expect(h.auth.storage.get('redirect')).toBeUndefined();
    expect(h.auth.guard({ auth: 'guest' }, '/tutor/daftar')).toEqual({ redirect: '/beranda' });
  });

  it('KEEP: same-page redirects are skipped (/beranda/ is /beranda)', async () => {
    const h = await signedIn();
    h.auth.setRedirect('/beranda/');
    expect(h.auth.guard({ auth: 'guest' }, '/beranda')).toEqual({});
  });

  it('KEEP: auth: false is never redirected', async () => {
    const h = await signedIn();
    expect(h.auth.guard({ auth: false }, '/')).toEqual({});
  });

  it('KEEP: setRedirect refuses anything but a valid local path, and the login page itself', () => {
    const h = createHarness();
    for (const path of ['//evil.com', 'https://evil.com', 'javascript:alert(1)', '/', '/?x=1']) {
      expect(h.auth.setRedirect(path)).toBe(false);
    }
    expect(h.auth.storage.get('redirect')).toBeUndefined();
    expect(h.auth.setRedirect('/kelas/abc-123')).toBe(true);
  });

  it('no redirect loop: following every redirect ends on a page that stays', async () => {
    for (const loggedIn of [false, true]) {
      const h = loggedIn ? await signedIn() : createHarness();
      if (!loggedIn) await h.auth.init();
      const flags: Record<string, RouteAuth> = {
        '/': 'guest',
        '/beranda': true,
        '/kelas/1': true,
        '/info': false,
      };
      for (const start of Object.keys(flags)) {
        let path = start;
        for (let hop = 0; hop < 3; hop++) {
          const { redirect } = h.auth.guard({ auth: flags[path] ?? true }, path);
          if (!redirect) break;
          path = redirect;
          expect(hop).toBeLessThan(2);
        }
      }
    }
  });
});
