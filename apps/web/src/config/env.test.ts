import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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
