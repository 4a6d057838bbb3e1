import { realtimeReadySchema, userAnnouncementSchemas, userRoom } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, execute, post, signIn, testClock } from '../test/auth-helpers';
import {
  closeAll,
  collect,
  connectReady,
  disconnection,
  listenOnLoopback,
  nextEvent,
  refusalOf,
  settle,
} from '../test/realtime-client';
import { testDatabases, useTestApp } from '../test/test-app';

const MINUTE = 60_000;

describe.each(testDatabases())('real-time channel (%s)', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, clock: clock.now });
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(ctx.app);
  });
  afterEach(() => {
    closeAll();
    clock.reset();
  });

  async function signedIn() {
    const { user, email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    return { user, email, password, session };
  }

  it("delivers an announcement to the user's sockets only, numbered per room", async () => {
    const rina = await signedIn();
    const budi = await signedIn();
    const first = await connectReady(baseUrl, rina.session.token);
    const second = await connectReady(baseUrl, rina.session.token, { transports: ['polling'] });
    const other = await connectReady(baseUrl, budi.session.token);
    expect(realtimeReadySchema.parse(first.ready)).toEqual({
      rooms: [{ room: userRoom(rina.user.id), seq: 0 }],
    });
    const othersEvents = collect(other.socket, 'account.updated');

    const received = Promise.all([
      nextEvent(first.socket, 'account.updated'),
      nextEvent(second.socket, 'account.updated'),
    ]);
    await expect(ctx.app.realtime.toUser(rina.user.id, 'account.updated', {})).resolves.toBe(1);
    for (const event of await received) {
      expect(userAnnouncementSchemas['account.updated'].parse(event)).toEqual({
        room: userRoom(rina.user.id),
        seq: 1,
      });
    }
    await expect(ctx.app.realtime.toUser(rina.user.id, 'account.updated', {})).resolves.toBe(2);
    await settle();
    expect(othersEvents).toEqual([]);

    // A socket opened later starts from the room's baseline: it knows it has not seen announcements 1 and 2.
    const later = await connectReady(baseUrl, rina.session.token);
    expect(later.ready.rooms).toEqual([{ room: userRoom(rina.user.id), seq: 2 }]);
    expect(other.ready.rooms).toEqual([{ room: userRoom(budi.user.id), seq: 0 }]);
  });

  it('announces a profile edited through REST to the other devices', async () => {
    const rina = await signedIn();
    const phone = await signIn(ctx.app, rina.email, rina.password);
    const { socket } = await connectReady(baseUrl, phone.token);
    const announced = nextEvent(socket, 'account.updated');

    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/akun/profil',
      headers: { authorization: rina.session.token },
      payload: { name: 'Rina Ayu Wulandari' },
    });
    expect(response.statusCode).toBe(200);
    await expect(announced).resolves.toEqual({ room: userRoom(rina.user.id), seq: 1 });
  });

  it('refuses a connection without a valid access token', async () => {
    const rina = await signedIn();
    const forged = await new SignJWT({ ...decodeJwt(rina.session.token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'));

    for (const attempt of [
      refusalOf(baseUrl, undefined),
      refusalOf(baseUrl, '', { auth: { token: '' } }),
      refusalOf(baseUrl, undefined, { auth: { token: 42 } }),
      refusalOf(baseUrl, 'bukan-token'),
      refusalOf(baseUrl, forged),
    ]) {
      const { data, message } = await attempt;
      expect(data.code).toBe('UNAUTHENTICATED');
      expect(message).toBe(data.message);
      expect(data.message).toMatch(/masuk/i);
    }

    clock.advance(31 * MINUTE);
    const expired = await refusalOf(baseUrl, rina.session.token);
    expect(expired.data).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.',
    });
  });

  it('refuses a suspended account and a token of an ended session', async () => {
    const rina = await signedIn();
    await post(ctx.app, '/api/auth/scola/signout', { refreshToken: rina.session.refreshToken });
    await expect(refusalOf(baseUrl, rina.session.token)).resolves.toMatchObject({
      data: { code: 'UNAUTHENTICATED', message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
    });

    const budi = await signedIn();
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${budi.user.id}`);
    await expect(refusalOf(baseUrl, budi.session.token)).resolves.toMatchObject({
      data: { code: 'ACCOUNT_SUSPENDED', message: expect.stringMatching(/ditangguhkan/) as string },
    });
  });

  it("refuses another site's page", async () => {
    const rina = await signedIn();
    const refused = await refusalOf(baseUrl, rina.session.token, {
      headers: { origin: 'https://situs-lain.example' },
    });
    expect(refused.data.code).toBe('FORBIDDEN');
    const sameSite = await connectReady(baseUrl, rina.session.token, { headers: { origin: baseUrl } });
    expect(sameSite.ready.rooms).toHaveLength(1);
  });

  it('closes the sockets of sessions that end, and only those', async () => {
    const rina = await signedIn();
    const laptop = await signIn(ctx.app, rina.email, rina.password);
    const tablet = await signIn(ctx.app, rina.email, rina.password);
    const here = await connectReady(baseUrl, rina.session.token);
    const onLaptop = await connectReady(baseUrl, laptop.token);
    const onTablet = await connectReady(baseUrl, tablet.token);
    const hereEnded = collect(here.socket, 'session.ended');

    // Signing out on the tablet closes the tablet's socket.
    const tabletEnded = nextEvent(onTablet.socket, 'session.ended');
    const tabletClosed = disconnection(onTablet.socket);
    await post(ctx.app, '/api/auth/scola/signout', { refreshToken: tablet.refreshToken });
    await expect(tabletEnded).resolves.toEqual({});
    await expect(tabletClosed).resolves.toBe('io server disconnect');

    // Changing the password here ends every other session: the laptop's socket closes, this one stays.
    const laptopEnded = nextEvent(onLaptop.socket, 'session.ended');
    const laptopClosed = disconnection(onLaptop.socket);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/akun/password',
      headers: { authorization: rina.session.token },
      payload: { currentPassword: rina.password, newPassword: 'rahasiaBaru456' },
    });
    expect(changed.statusCode).toBe(200);
    await expect(laptopEnded).resolves.toEqual({});
    await expect(laptopClosed).resolves.toBe('io server disconnect');
    await settle();
    expect(hereEnded).toEqual([]);
    expect(here.socket.connected).toBe(true);
    const still = nextEvent(here.socket, 'account.updated');
    await ctx.app.realtime.toUser(rina.user.id, 'account.updated', {});
    await expect(still).resolves.toMatchObject({ room: userRoom(rina.user.id) });
  });
});

describe('real-time channel: closing the app', () => {
  const ctx = useTestApp('pglite');
  afterAll(() => closeAll());

  it('closes open sockets when the app closes, as a broken connection the clients recover from', async () => {
    const baseUrl = await listenOnLoopback(ctx.app);
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const { socket } = await connectReady(baseUrl, session.token);
    const closed = disconnection(socket);
    await ctx.app.close();
    // Not "io server disconnect": socket.io-client reconnects by itself (randomised back-off) after this one only.
    await expect(closed).resolves.toBe('transport close');
  });
});

describe('real-time channel: database unreachable', () => {
  const ctx = useTestApp('pglite');
  afterAll(() => closeAll());

  it('refuses the connection as a temporary outage, not as a bad token', async () => {
    const baseUrl = await listenOnLoopback(ctx.app);
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    await ctx.database.close();
    const { data } = await refusalOf(baseUrl, session.token);
    expect(data).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
    });
  });
});
