import { userAnnouncementSchemas, userRoom } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, queryRows } from '../../test/auth-helpers';
import { closeAll, connectReady, listenOnLoopback, nextEvent } from '../../test/realtime-client';
import { testDatabases, useTestApp } from '../../test/test-app';
import { notify } from './notify';

describe.each(testDatabases())('making notifications (%s)', (kind) => {
  const ctx = useTestApp(kind);
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(ctx.app);
  });
  afterEach(() => closeAll());

  const rowsOf = (userId: string) =>
    queryRows(
      ctx.database,
      sql`select kind, params, read_at from notifications where user_id = ${userId} order by created_at`,
    );

  it('stores them with the change, once per dedupe key, and announces them on the user’s sockets after commit', async () => {
    const { user } = await createAccount(ctx.database);
    const token = (await ctx.app.sessions.start(user, {})).token;
    const { socket } = await connectReady(baseUrl, token);
    const announced = nextEvent(socket, 'notifications.changed');
    const item = {
      userId: user.id,
      kind: 'payout.paid' as const,
      params: { payoutId: '11111111-1111-4111-8111-111111111111', amount: 150_000 },
      dedupeKey: 'payout:1',
    };
    await ctx.database.db.transaction((tx) => notify(tx, ctx.app.jobs, [item]));
    await ctx.database.db.transaction((tx) => notify(tx, ctx.app.jobs, [item]));
    expect(userAnnouncementSchemas['notifications.changed'].parse(await announced)).toMatchObject({
      room: userRoom(user.id),
    });
    expect(await rowsOf(user.id)).toEqual([{ kind: 'payout.paid', params: item.params, read_at: null }]);
  });

  it('makes nothing when the change rolls back, and refuses parameters that do not fit the kind', async () => {
    const { user } = await createAccount(ctx.database);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notify(tx, ctx.app.jobs, [
          {
            userId: user.id,
            kind: 'order.paid',
            params: { orderId: '22222222-2222-4222-8222-222222222222' },
          },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await expect(
      ctx.database.db.transaction((tx) =>
        notify(tx, ctx.app.jobs, [
          { userId: user.id, kind: 'order.paid', params: { orderId: 'bukan-uuid' } },
        ]),
      ),
    ).rejects.toThrow();
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
