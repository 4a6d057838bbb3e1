import { NAME_MAX_LENGTH, PHOTO_URL_MAX_LENGTH } from '@scola/contracts';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';

/** What a verified Google ID token tells about the person. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  photoUrl: string | null;
}

export interface GoogleVerifier {
  verify(idToken: string, nonce: string): Promise<GoogleIdentity>;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  nonce: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

const invalid = (reason: string) => new AppError('GOOGLE_TOKEN_INVALID', undefined, { reason });

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim:${error.claim}`;
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return 'signature';
  }
  return 'malformed';
}

/**
 * Verifies ID tokens of the configured OpenID provider (Google by default): signature against the provider's JWKS
 * (fetched and cached by jose), issuer, audience (= our client id), expiry, then the nonce and a verified e-mail.
 */
export function createGoogleVerifier(
  google: AppConfig['google'] & { clientId: string },
  clock: () => Date,
): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000 });
  // Google documents both spellings of its issuer.
  const issuers =
    google.issuer === 'https://accounts.google.com'
      ? [google.issuer, 'accounts.google.com']
      : [google.issuer];

  return {
    async verify(idToken, nonce) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: issuers,
          audience: google.clientId,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
          algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
        }));
      } catch (error) {
        // The provider's key set could not be fetched or read (network, timeout, non-200, bad JSON): not the
        // user's fault. jose reports the last two as a plain JOSEError.
        if (
          !(error instanceof errors.JOSEError) ||
          error.constructor === errors.JOSEError ||
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid
        ) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'Layanan Google sedang tidak dapat dihubungi. Silakan coba lagi.',
          );
        }
        throw invalid(reasonOf(error));
      }

      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw invalid('claims');
      const { sub, email, email_verified: verified, nonce: tokenNonce, name, picture } = claims.data;
      if (tokenNonce !== nonce) throw invalid('nonce');
      if (verified !== true && verified !== 'true') throw new AppError('EMAIL_NOT_VERIFIED');

      const displayName = (name?.trim() || email.split('@')[0] || email).slice(0, NAME_MAX_LENGTH);
      const photoUrl =
        picture && /^https?:\/\//.test(picture) && picture.length <= PHOTO_URL_MAX_LENGTH ? picture : null;
      return { subject: sub, email, name: displayName, photoUrl };
    },
  };
}
