import { describe, expect, it } from 'vitest';
import { jwt, T0 } from './testing/fakes';
import { decodeJwtPayload, tokenExpiresAt, tokenStatus } from './token';

const EXP = Math.floor(T0 / 1000) + 600;

describe('§3 KEEP: expiry = exp × 1000, else now + max age', () => {
  it.each([
    ['a JWT with a numeric exp', jwt({ exp: EXP }), 1800, EXP * 1000],
    ['an access token without exp: now + 1800 s', jwt({ sub: 'x' }), 1800, T0 + 1_800_000],
    ['a refresh token without exp: now + 30 days', jwt({ sub: 'x' }), 2_592_000, T0 + 2_592_000_000],
    ['an opaque token', 'opaque-token', 1800, T0 + 1_800_000],
    ['a JWT whose exp is a string', jwt({ exp: String(EXP) }), 1800, T0 + 1_800_000],
    ['a JWT whose payload is not JSON', `a.${btoa('not json')}.c`, 1800, T0 + 1_800_000],
    ['a token with four segments', `${jwt({ exp: EXP })}.x`, 1800, T0 + 1_800_000],
  ])('%s', (_name, token, maxAge, expected) => {
    expect(tokenExpiresAt(token, maxAge, T0)).toBe(expected);
  });
});

describe('§3 KEEP: status with the 500 ms early-expiry margin', () => {
  const expiresAt = T0 + 10_000;
  it.each([
    ['valid well before expiry', T0, 'valid'],
    ['valid 501 ms before expiry', expiresAt - 501, 'valid'],
    ['expired exactly 500 ms before expiry (margin boundary)', expiresAt - 500, 'expired'],
    ['expired at expiry', expiresAt, 'expired'],
    ['expired after expiry', expiresAt + 1, 'expired'],
  ] as const)('%s', (_name, now, status) => {
    expect(tokenStatus('token', expiresAt, now)).toBe(status);
  });

  it.each([
    ['no token', undefined, expiresAt],
    ['a reset token (false)', false, expiresAt],
    ['an empty token', '', expiresAt],
    ['no expiry', 'token', undefined],
    ['a reset expiry (false)', 'token', false],
  ])('unknown with %s', (_name, token, expiry) => {
    expect(tokenStatus(token, expiry, T0)).toBe('unknown');
  });
});

describe('decodeJwtPayload (no verification, never throws)', () => {
  it('reads base64url payloads with UTF-8 text', () => {
    const token = jwt({ name: 'Ñoño ✓', exp: EXP, pad: '??>>' });
    expect(decodeJwtPayload(token)).toEqual({ name: 'Ñoño ✓', exp: EXP, pad: '??>>' });
  });

  it.each(['', 'abc', 'a.b', 'a.!!.c', `a.${btoa('[1,2]')}.c`, `a.${btoa('42')}.c`, 'a..c'])(
    'returns undefined for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeUndefined();
    },
  );
});
