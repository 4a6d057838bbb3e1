import { type AccessTokenClaims, accessTokenClaimsSchema, type Role } from '@scola/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

/** Access tokens live 30 minutes; a refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
const ALGORITHM = 'HS256';

export interface AccessTokenSubject {
  userId: string;
  scope: Role[];
  /** Session (refresh-token family) id, the `sid` claim. */
  sessionId: string;
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Signs and verifies the access tokens (HS256 JWTs with `sub`, `scope`, `sid`, `iat`, `exp`). */
export function createAccessTokens(options: { secret: string; clock: () => Date }) {
  const key = new TextEncoder().encode(options.secret);

  return {
    async sign(subject: AccessTokenSubject): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(options.clock().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ scope: subject.scope, sid: subject.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The claims of a valid token; `UNAUTHENTICATED` for a malformed, tampered or expired one. */
    async verify(token: string): Promise<AccessTokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: options.clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return accessTokenClaimsSchema.parse(payload);
      } catch {
        throw new AppError('UNAUTHENTICATED', 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.');
      }
    },
  };
}

/** The token of an `Authorization` header: `<token>` (the web's form) or `Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(\S+)$/i.exec(value);
  if (match?.[1]) return match[1];
  return /^\S+$/.test(value) ? value : null;
}
