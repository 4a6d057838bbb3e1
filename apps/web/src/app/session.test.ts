import { describe, expect, it, vi } from 'vitest';
import { createNavigationBridge, googleConfigFrom, loadGoogleConfig } from './session';

const google = {
  clientId: 'client.apps.example',
  authorizationEndpoint: 'https://accounts.example.test/auth',
  userinfoEndpoint: 'https://openid.example.test/userinfo',
};

describe('Google settings from GET /api/auth/config', () => {
  it('maps the published endpoints', () => {
    expect(googleConfigFrom({ data: { google } })).toEqual({
      clientId: google.clientId,
      authorizationEndpoint: google.authorizationEndpoint,
      userInfoEndpoint: google.userinfoEndpoint,
    });
  });

  it('means "no Google" when it is off, incomplete or unreadable', () => {
    expect(googleConfigFrom({ data: { google: null } })).toBeUndefined();
    expect(googleConfigFrom({ data: { google: { ...google, clientId: '' } } })).toBeUndefined();
    expect(googleConfigFrom(null)).toBeUndefined();
  });

  it('loads them from the API, and starts without Google when the call fails', async () => {
    const ok = vi.fn(() => Promise.resolve(Response.json({ data: { google } })));
    expect((await loadGoogleConfig(ok, '/api'))?.clientId).toBe(google.clientId);
    expect(ok).toHaveBeenCalledWith('/api/auth/config', expect.anything());

    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadGoogleConfig(down, '/api')).toBeUndefined();
    const error = vi.fn(() => Promise.resolve(new Response('nope', { status: 500 })));
    expect(await loadGoogleConfig(error, '/api')).toBeUndefined();
  });
});

describe('navigation bridge', () => {
  it('replays a navigation asked for before the router was connected, then forwards them', () => {
    const bridge = createNavigationBridge();
    bridge.navigate('/beranda', { replace: true });
    const router = { navigate: vi.fn() };
    bridge.connect(router);
    expect(router.navigate).toHaveBeenCalledWith('/beranda', { replace: true });
    bridge.navigate('/', { replace: true });
    expect(router.navigate).toHaveBeenLastCalledWith('/', { replace: true });
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });
});
