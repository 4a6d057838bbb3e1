import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An opaque token for the client: 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: SHA-256, hex. A database leak does not reveal usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token` at its rotation: HMAC-SHA-256 of it under the server secret (base64url,
 * like `randomToken`). Deterministic, so concurrent refreshes of one token agree on one successor without storing
 * it in clear; unpredictable without the secret.
 */
export function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update('scola-refresh-successor\0').update(token).digest('base64url');
}

/** Key of the per-address sign-in failure counters. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
