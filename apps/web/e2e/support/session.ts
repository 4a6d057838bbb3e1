/**
 * Signing in from the journeys without the UI: through the API, then putting the tokens into localStorage the way
 * the session module stores them (`auth.` prefix, `{ value, expiresAt }` records, auth-behaviour.md §2).
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ListAnswer, OutboxMessage, Session, SessionResponse, SignUpBody } from '@scola/contracts';

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

export async function apiSignUp(request: APIRequestContext, account: SignUpBody): Promise<ApiSession> {
  const answer = await request.post('/api/auth/scola/signup', { data: account });
  expect(answer.status(), `sign-up of ${account.email}`).toBe(201);
  return ((await answer.json()) as SessionResponse).data;
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

/** The reset link of the newest password e-mail to `email`, read from the outbox by an admin. */
export async function readResetLink(request: APIRequestContext, email: string): Promise<string> {
  const admin = await apiSignIn(request, DEMO.admin.email, DEMO_PASSWORD);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/admin/outbox?pageSize=100', {
          headers: { Authorization: admin.token },
        });
        expect(answer.status()).toBe(200);
        const { data } = (await answer.json()) as ListAnswer<OutboxMessage>;
        const mail = data.find((message) => message.to.toLowerCase() === email.toLowerCase());
        link = mail ? /https?:\/\/\S+\/#\/reset-password\?token=\S+/.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { message: `reset e-mail to ${email}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link ?? '';
}
