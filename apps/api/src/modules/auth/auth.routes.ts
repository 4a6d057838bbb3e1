import {
  activationBodySchema,
  authConfigResponseSchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  googleSignInBodySchema,
  okResponseSchema,
  passwordChangeBodySchema,
  refreshTokenBodySchema,
  resendActivationBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import type { AuthService } from './auth.service';
import type { PasswordService } from './password.service';
import type { RegistrationService } from './registration.service';
import type { ClientInfo } from './sessions';

const tags = ['Autentikasi'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
const ok = { data: { ok: true } } as const;

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export interface AuthRoutesOptions {
  auth: AuthService;
  registration: RegistrationService;
  passwords: PasswordService;
  /** Requests per minute and IP to each credential endpoint. */
  rateLimitPerMinute: number;
}

/** Sign-in, sign-up and activation, sessions, Google, forgotten password, and the signed-in user's password change. */
export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (fastify, options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, registration, passwords } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } };

  app.get(
    '/auth/config',
    {
      schema: {
        tags,
        summary: 'Public sign-in settings: whether Google sign-in is on, and its endpoints',
        response: { 200: authConfigResponseSchema },
      },
    },
    () => ({ data: auth.authConfig() }),
  );

  app.post(
    '/auth/scola/signin',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (an account not activated yet: 403 ACCOUNT_NOT_ACTIVATED)',
        body: signInBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await auth.signIn(request.body, clientOf(request)) }),
  );

  app.post(
    '/auth/scola/signup',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Sign up for a student account: the same answer whether or not the address has one; the rest happens by e-mail (an activation link, or a note to the owner)',
        body: signUpBodySchema,
        response: { 202: okResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      registration.signUp(request.body);
      return reply.code(202).send(ok);
    },
  );

  app.post(
    '/auth/scola/activate',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Activate an account with the token of its activation link (single use) and sign in',
        body: activationBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await registration.activate(request.body.token, clientOf(request)) }),
  );

  app.post(
    '/auth/scola/resend-activation',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a new activation link (same answer whatever the address)',
        body: resendActivationBodySchema,
        response: { 202: okResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      registration.resendActivation(request.body.email);
      return reply.code(202).send(ok);
    },
  );

  app.post(
    '/auth/scola/refresh',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Rotate a refresh token into a new session pair (re-use of an old one ends the session)',
        body: refreshTokenBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await auth.refresh(request.body.refreshToken, clientOf(request)) }),
  );

  app.post(
    '/auth/scola/signout',
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token (idempotent)',
        body: refreshTokenBodySchema,
        response: { 200: okResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await auth.signOut(request.body.refreshToken);
      return ok;
    },
  );

  app.post(
    '/auth/scola/google',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Exchange a Google ID token (with the nonce sent to Google) for a product session',
        body: googleSignInBodySchema,
        response: { 200: sessionResponseSchema, 404: errorBodySchema, 503: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await auth.signInWithGoogle(request.body, clientOf(request)) }),
  );

  app.post(
    '/auth/scola/lupa-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same answer whether or not the address has an account)',
        body: forgotPasswordBodySchema,
        response: { 202: okResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      passwords.requestReset(request.body.email);
      return reply.code(202).send(ok);
    },
  );

  app.post(
    '/auth/scola/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await passwords.reset(request.body.token, request.body.password);
      return ok;
    },
  );

  app.put(
    '/akun/password',
    {
      config: limited,
      onRequest: app.requireAuth,
      schema: {
        tags: ['Akun'],
        security: [{ accessToken: [] }],
        summary: 'Change the password (needs the current one); other sessions end, this one stays',
        body: passwordChangeBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await passwords.change(currentUser(request), request.body.currentPassword, request.body.newPassword);
      return ok;
    },
  );

  done();
};
