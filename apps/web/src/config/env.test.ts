import { describe, expect, it } from 'vitest';
import { env } from './env';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('applies defaults', () => {
    expect(parseEnv({ MODE: 'test', DEV: false })).toMatchObject({
      apiBaseUrl: '/api',
      socketPath: '/socket.io',
      googleClientId: undefined,
      mode: 'test',
    });
  });

  it('reads and normalises values', () => {
    const env = parseEnv({ VITE_API_BASE_URL: 'https://api.scola.test/api/', VITE_GOOGLE_CLIENT_ID: 'abc' });
    expect(env.apiBaseUrl).toBe('https://api.scola.test/api');
    expect(env.googleClientId).toBe('abc');
  });

  it('fails fast naming every bad variable', () => {
    expect(() => parseEnv({ VITE_SOCKET_PATH: 'socket', VITE_SUPPORT_EMAIL: 'not-an-email' })).toThrow(
      /VITE_SOCKET_PATH[\s\S]*VITE_SUPPORT_EMAIL|VITE_SUPPORT_EMAIL[\s\S]*VITE_SOCKET_PATH/,
    );
  });
});

describe('map tiles', () => {
  it('default to OpenStreetMap and can be replaced or turned off', () => {
    expect(parseEnv({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(parseEnv({ VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(parseEnv({ VITE_MAP_TILE_URL: 'none' }).mapTileUrl).toBeNull();
  });
});

describe('env', () => {
  it('is what the build validated (the defaults here)', () => {
    expect(env.apiBaseUrl).toBe('/api');
    expect(env.mode).toBe('test');
  });
});
