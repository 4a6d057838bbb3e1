import {
  notificationListSchema,
  notificationPreferencesResponseSchema,
  unreadNotificationsResponseSchema,
  unsubscribeResponseSchema,
} from '@scola/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/auth-helpers';
import { closeAll, connectReady, listenOnLoopback, nextEvent } from '../../test/realtime-client';
import { TEST_JWT_SECRET, testDatabases, useTestApp } from '../../test/test-app';
import { notify } from './notify';
import { unsubscribeTokensFor } from './unsubscribe-token';

describe.each(testDatabases())('the bell’s API (%s)', (kind) => {
  const ctx = useTestApp(kind);
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(ctx.app);
  });
  afterEach(() => closeAll());

  const someone = async () => {
    const { user } = await createAccount(ctx.database);
    return { id: user.id, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });
  const give = (userId: string, count: number) =>
    ctx.database.db.transaction((tx) =>
      notify(
        tx,
        ctx.app.jobs,
        Array.from({ length: count }, (_, index) => ({
          userId,
          kind: 'payout.paid' as const,
          params: { payoutId: crypto.randomUUID(), amount: 1000 * (index + 1) },
        })),
      ),
    );
  const unread = async (token: string) =>
    unreadNotificationsResponseSchema.parse((await call('GET', '/api/notifikasi/belum-dibaca', token)).json())
      .data.unread;

  it('lists the caller’s own notifications newest first, paged, with the unread count', async () => {
    const [me, other] = [await someone(), await someone()];
    await give(me.id, 3);
    await give(other.id, 2);
    const first = await call('GET', '/api/notifikasi?pageSize=2', me.token);
    expect(first.statusCode, first.body).toBe(200);
    const page = notificationListSchema.parse(first.json());
    expect(page.meta).toEqual({ page: 1, pageSize: 2, total: 3, unread: 3 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]?.readAt).toBeNull();
    const second = notificationListSchema.parse(
      (await call('GET', '/api/notifikasi?page=2&pageSize=2', me.token)).json(),
    );
    expect(second.data).toHaveLength(1);
    expect(await unread(me.token)).toBe(3);
    expect((await call('GET', '/api/notifikasi')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifikasi/belum-dibaca')).statusCode).toBe(401);
  });

  it('marks one read (own only; another user’s is 404) and all read, telling the user’s other devices', async () => {
    const [me, other] = [await someone(), await someone()];
    await give(me.id, 2);
    await give(other.id, 1);
    const mine = notificationListSchema.parse((await call('GET', '/api/notifikasi', me.token)).json()).data;
    const theirs = notificationListSchema.parse(
      (await call('GET', '/api/notifikasi', other.token)).json(),
    ).data;
    const { socket } = await connectReady(baseUrl, me.token);
    const told = nextEvent(socket, 'notifications.changed');

    const refused = await call('POST', `/api/notifikasi/${theirs[0]?.id}/baca`, me.token);
    expect(refused.statusCode).toBe(404);
    expect(await unread(other.token)).toBe(1);
    expect((await call('POST', `/api/notifikasi/${mine[0]?.id}/baca`)).statusCode).toBe(401);

    expect((await call('POST', `/api/notifikasi/${mine[0]?.id}/baca`, me.token)).statusCode).toBe(200);
    await told;
    expect(await unread(me.token)).toBe(1);
    expect((await call('POST', '/api/notifikasi/baca-semua', me.token)).statusCode).toBe(200);
    expect(await unread(me.token)).toBe(0);
    expect(await unread(other.token)).toBe(1);
    expect((await call('POST', '/api/notifikasi/baca-semua')).statusCode).toBe(401);
  });

  it('keeps each user’s choices per category, with e-mail on and digest off by default', async () => {
    const me = await someone();
    const read = async () =>
      notificationPreferencesResponseSchema.parse(
        (await call('GET', '/api/notifikasi/preferensi', me.token)).json(),
      ).data.categories;
    expect(await read()).toContainEqual({ category: 'sessions', email: true, digest: false });
    const saved = await call('PUT', '/api/notifikasi/preferensi', me.token, {
      categories: [{ category: 'sessions', email: false, digest: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toContainEqual({ category: 'sessions', email: false, digest: true });
    expect(await read()).toContainEqual({ category: 'payments', email: true, digest: false });
    const bad = await call('PUT', '/api/notifikasi/preferensi', me.token, {
      categories: [{ category: 'spam', email: true, digest: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/notifikasi/preferensi')).statusCode).toBe(401);
  });

  it('unsubscribes with a signed link and no sign-in, and refuses a forged or altered one', async () => {
    const me = await someone();
    const tokens = unsubscribeTokensFor(TEST_JWT_SECRET);
    const token = tokens.sign(me.id, 'sessions', 'email');
    const look = await call('GET', `/api/notifikasi/berhenti?token=${encodeURIComponent(token)}`);
    expect(unsubscribeResponseSchema.parse(look.json()).data).toEqual({
      category: 'sessions',
      channel: 'email',
      on: true,
    });
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifikasi/berhenti?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const prefs = notificationPreferencesResponseSchema.parse(
      (await call('GET', '/api/notifikasi/preferensi', me.token)).json(),
    ).data.categories;
    expect(prefs).toContainEqual({ category: 'sessions', email: false, digest: false });

    const forged = unsubscribeTokensFor('another-secret-0123456789abcdefghijklmnop').sign(
      me.id,
      'payments',
      'email',
    );
    const altered = token.replace('.sessions.', '.payments.');
    for (const bad of [forged, altered, 'nonsense']) {
      const response = await call('POST', `/api/notifikasi/berhenti?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'NOTIFICATION_UNSUBSCRIBE_INVALID' } });
    }
    expect(
      notificationPreferencesResponseSchema.parse(
        (await call('GET', '/api/notifikasi/preferensi', me.token)).json(),
      ).data.categories,
    ).toContainEqual({ category: 'payments', email: true, digest: false });
  });
});
