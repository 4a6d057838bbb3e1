/** Token expiry and status (auth-behaviour.md §3). Payloads are read, never verified: the server verifies. */

export type TokenStatus = 'unknown' | 'valid' | 'expired';

/** Milliseconds since the epoch; injected so tests control time. */
export type Clock = () => number;

export const ACCESS_TOKEN_MAX_AGE_S = 1800;
export const REFRESH_TOKEN_MAX_AGE_S = 2_592_000;
export const EXPIRY_MARGIN_MS = 500;

function decodeBase64Url(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return undefined;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The JSON payload of a JWT, or `undefined` for anything that is not one (opaque tokens are fine). */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  const json = decodeBase64Url(parts[1]);
  if (json === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `exp` × 1000 when the token carries a numeric `exp`, else now + the max age. */
export function tokenExpiresAt(token: string, maxAgeSeconds: number, now: number): number {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : now + maxAgeSeconds * 1000;
}

/** `valid` only while `now < expiresAt − margin`, so a token is never sent in its last half second. */
export function tokenStatus(
  token: unknown,
  expiresAt: unknown,
  now: number,
  marginMs: number = EXPIRY_MARGIN_MS,
): TokenStatus {
  if (typeof token !== 'string' || token === '') return 'unknown';
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return 'unknown';
  return now < expiresAt - marginMs ? 'valid' : 'expired';
}
