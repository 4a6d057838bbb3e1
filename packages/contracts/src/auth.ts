import { z } from 'zod';
import { dataOf } from './common';
import { roleSchema } from './users';

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** Upper bound of opaque tokens sent back by the client (refresh and password-reset tokens). */
export const OPAQUE_TOKEN_MAX_LENGTH = 512;

/** The password rules, stated once: shown by the web next to the field and returned by the API when broken. */
export const passwordRulesMessage = `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter, memuat huruf dan angka, dan maksimal ${PASSWORD_MAX_LENGTH} karakter.`;

/** An e-mail address as typed (surrounding spaces removed); stored as given, compared case-insensitively. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email maksimal ${EMAIL_MAX_LENGTH} karakter.`)
  .pipe(z.email('Format email tidak valid.'));

/** A password being chosen (sign-up, reset, change): the rules of `passwordRulesMessage`, one issue at most. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: passwordRulesMessage, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: passwordRulesMessage, abort: true })
  .regex(/\p{L}/u, { error: passwordRulesMessage, abort: true })
  .regex(/\p{Nd}/u, { error: passwordRulesMessage, abort: true });

/** A password being checked (sign-in, current password): any non-empty string up to the maximum length. */
export const passwordSchema = z
  .string()
  .min(1, 'Kata sandi wajib diisi.')
  .max(PASSWORD_MAX_LENGTH, `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter.`);

/** A person's name: 1–100 characters after trimming. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Nama wajib diisi.')
  .max(NAME_MAX_LENGTH, `Nama maksimal ${NAME_MAX_LENGTH} karakter.`);

const opaqueTokenSchema = z.string().min(1).max(OPAQUE_TOKEN_MAX_LENGTH);

/** `POST /api/auth/scola/signin`. */
export const signInBodySchema = z.strictObject({ email: emailSchema, password: passwordSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * `POST /api/auth/scola/signup`: always answered 202 `{ data: { ok: true } }`, whether or not the address has an
 * account (nobody can probe which are registered). A new address gets an unactivated student account and an
 * activation e-mail; a registered one gets an e-mail telling its owner.
 */
export const signUpBodySchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/**
 * A product session. `token` is the access token (a JWT with `sub`, `scope`, `sid`, `exp`; send it as
 * `Authorization: <token>`); `refreshToken` is opaque, single-use (rotated by `POST /api/auth/scola/refresh`).
 */
export const sessionSchema = z
  .object({
    token: z.string(),
    refreshToken: z.string(),
    /** When `token` expires (ISO-8601, UTC). */
    expiresAt: z.iso.datetime(),
    /** When `refreshToken` expires (ISO-8601, UTC). */
    refreshExpiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = dataOf(sessionSchema).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth/scola/refresh` and `POST /api/auth/scola/signout`. */
export const refreshTokenBodySchema = z.strictObject({ refreshToken: opaqueTokenSchema });
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

/** `POST /api/auth/scola/lupa-password`: always answered 202 `{ data: { ok: true } }`. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Web route (hash) of the link in the password-reset e-mail: `<PUBLIC_URL>/#/reset-password?token=…`. */
export const RESET_PASSWORD_WEB_PATH = '/reset-password';
/** Web route (hash) of the link in the activation e-mail: `<PUBLIC_URL>/#/aktivasi?token=…`. */
export const ACTIVATION_WEB_PATH = '/aktivasi';
/** Web routes (hash) the sign-up notice to a registered address links to. */
export const SIGN_IN_WEB_PATH = '/masuk';
export const FORGOT_PASSWORD_WEB_PATH = '/lupa-password';

/** `POST /api/auth/scola/activate`: the token of an activation link; answers a session (the owner is signed in). */
export const activationBodySchema = z.strictObject({ token: opaqueTokenSchema });
export type ActivationBody = z.infer<typeof activationBodySchema>;

/** `POST /api/auth/scola/resend-activation`: always answered 202 `{ data: { ok: true } }`. */
export const resendActivationBodySchema = z.strictObject({ email: emailSchema });
export type ResendActivationBody = z.infer<typeof resendActivationBodySchema>;

/** `POST /api/auth/scola/reset-password`. */
export const resetPasswordBodySchema = z.strictObject({
  token: opaqueTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /api/auth/scola/google`: the provider's ID token and the nonce the web put in the authorization request. */
export const googleSignInBodySchema = z.strictObject({
  idToken: z.string().min(1).max(8192),
  nonce: z.string().min(1).max(128),
});
export type GoogleSignInBody = z.infer<typeof googleSignInBodySchema>;

/** `GET /api/auth/config`: public sign-in settings. `google` is `null` when Google sign-in is disabled. */
export const authConfigSchema = z
  .object({
    google: z
      .object({
        clientId: z.string(),
        authorizationEndpoint: z.url(),
        userinfoEndpoint: z.url(),
      })
      .nullable(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof authConfigSchema>;
export const authConfigResponseSchema = dataOf(authConfigSchema).meta({ id: 'AuthConfigResponse' });

/** Claims of the access token (HS256 JWT). */
export const accessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  scope: z.array(roleSchema),
  /** Session (refresh-token family) id. */
  sid: z.uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
