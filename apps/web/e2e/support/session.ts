/**
 * Signing in from the journeys without the UI: through the API, then putting the tokens into localStorage the way
 * the session module stores them (`auth.` prefix, `{ value, expiresAt }` records, auth-behaviour.md §2).
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Session, SessionResponse } from '@scola/contracts';
import type { E2eProjectMetadata } from '../../../../playwright.config';

export const DEMO_PASSWORD = 'scola12345';
export const DEMO = {
  student: { email: 'siswa@scola.id', name: 'Rina Wulandari' },
  tutor: { email: 'tutor@scola.id', name: 'Budi Santoso' },
  admin: { email: 'admin@scola.id', name: 'Andi Pratama' },
} as const;
export type DemoRole = keyof typeof DEMO;

export type ApiSession = Session;

/** A fresh address per call, so journeys that change an account never share it. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiSession> {
  const answer = await request.post('/api/auth/scola/signin', { data: { email, password } });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  return ((await answer.json()) as SessionResponse).data;
}

/** Asks for an account through the API (answered 202 whatever the address; the rest comes by e-mail). */
export async function apiRequestSignUp(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const answer = await request.post('/api/auth/scola/signup', { data: account });
  expect(answer.status(), `sign-up of ${account.email}`).toBe(202);
}

/** Opens an activation link's token through the API: the session it answers. */
export async function apiActivate(request: APIRequestContext, link: string): Promise<ApiSession> {
  const token = new URL(link.replace('/#/', '/')).searchParams.get('token') ?? '';
  const answer = await request.post('/api/auth/scola/activate', { data: { token } });
  expect(answer.status(), 'activation').toBe(200);
  return ((await answer.json()) as SessionResponse).data;
}

/** A new, activated student account: signs up, follows the e-mailed activation link, answers its session. */
export async function apiSignUp(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<ApiSession> {
  await apiRequestSignUp(request, account);
  return apiActivate(request, await readActivationLink(account.email));
}

/** The localStorage entries of a signed-in local session. */
export function sessionEntries(session: ApiSession): { name: string; value: string }[] {
  const tokenExpiry = Date.parse(session.expiresAt);
  const refreshExpiry = Date.parse(session.refreshExpiresAt);
  const lifetime = Math.max(tokenExpiry, refreshExpiry);
  const record = (value: string | number) => JSON.stringify({ value, expiresAt: lifetime });
  return [
    { name: 'auth.strategy', value: record('local') },
    { name: 'auth._refresh_token.local', value: record(session.refreshToken) },
    { name: 'auth._refresh_token_expiration.local', value: record(refreshExpiry) },
    { name: 'auth._token_expiration.local', value: record(tokenExpiry) },
    { name: 'auth._token.local', value: record(session.token) },
  ];
}

/** A `storageState` for `browser.newContext` that opens the app signed in with `session`. */
export function signedInState(baseURL: string, session: ApiSession) {
  return { cookies: [], origins: [{ origin: baseURL, localStorage: sessionEntries(session) }] };
}

/** A new browser context signed in as `email` (through the API): its page, the session's token and the context. */
export async function openSignedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const setup = await browser.newContext({ baseURL });
  const session = await apiSignIn(setup.request, email, password);
  await setup.close();
  const context = await browser.newContext({ baseURL, storageState: signedInState(baseURL, session) });
  return { page: await context.newPage(), token: session.token, context };
}

/** Signs in with the form of the page shown (the landing page's or `/masuk`'s). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('[data-sign-in-form]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** Writes one session value the way the module does: cookie (read first) and localStorage alike. */
export async function writeSessionValue(page: Page, key: string, value: string | number | boolean) {
  await page.evaluate(
    ({ key: name, value: stored }) => {
      const fullName = `auth.${name}`;
      const lifetime = Date.now() + 86_400_000;
      document.cookie = `${fullName}=${encodeURIComponent(JSON.stringify(stored))}; path=/; max-age=86400`;
      localStorage.setItem(fullName, JSON.stringify({ value: stored, expiresAt: lifetime }));
    },
    { key, value },
  );
}

export async function readSessionValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(`auth.${name}`);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, key);
}

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The e-mails the server of this project sent to `email` over SMTP, oldest first (its mail sink's record). */
export async function mailsTo(email: string): Promise<SunkMail[]> {
  const { mailboxPort } = test.info().project.metadata as E2eProjectMetadata;
  const answer = await fetch(`http://127.0.0.1:${mailboxPort}/messages?to=${encodeURIComponent(email)}`);
  expect(answer.status, 'mail sink').toBe(200);
  return (await answer.json()) as SunkMail[];
}

/** Waits for the `count`-th e-mail to `email` whose subject matches, and answers it. */
export async function readMail(email: string, subject: RegExp, count = 1): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(email)).filter((mail) => subject.test(mail.subject));
        found = matching[count - 1];
        return matching.length;
      },
      { message: `e-mail ${String(subject)} #${count} to ${email}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found!;
}

function linkIn(mail: SunkMail, path: string): string {
  const link = new RegExp(`https?://\\S+/#${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, `${path} link in:\n${mail.text}`).toBeDefined();
  return link ?? '';
}

/** The link of the `count`-th activation e-mail to `email`. */
export async function readActivationLink(email: string, count = 1): Promise<string> {
  return linkIn(await readMail(email, /^Aktifkan akun Scola/, count), '/aktivasi');
}

/** The link of the newest password-reset e-mail to `email`. */
export async function readResetLink(email: string): Promise<string> {
  const subject = /^Atur ulang kata sandi/;
  const first = await readMail(email, subject);
  const newest = (await mailsTo(email)).filter((mail) => subject.test(mail.subject)).at(-1);
  return linkIn(newest ?? first, '/reset-password');
}
