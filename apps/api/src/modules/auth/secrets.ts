import { createHash, randomBytes } from 'node:crypto';

/** An opaque token for the client: 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: SHA-256, hex. A database leak does not reveal usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Key of the per-address sign-in failure counter. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
