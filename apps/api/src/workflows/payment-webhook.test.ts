import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows, testClock } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  checkoutData,
  createStudents,
  notify,
  openShop,
  signedNotification,
  simulatorMoves,
  snapshot,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';
import { NOTIFICATION_PAYLOAD_MAX_BYTES } from './notification-payload';
import { WEBHOOK_REFUSALS_PER_SOURCE_PER_MINUTE } from './payment-settlement';

const url = '/api/pembayaran/notifikasi/simulator';

/**
 * The payment webhook is public and reachable by anyone: what it does with input nobody signed must cost little and
 * store little (issue 9, item 5).
 */
describe.each(testDatabases())('payment webhook bounds (%s)', (kind) => {
  const clock = testClock();
  const ctx = useCatalogueApp(kind, { clock: clock.now });

  function postRaw(payload: string, remoteAddress = '198.51.100.1') {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress,
    });
  }

  async function storedRows(): Promise<number> {
    const [row] = await queryRows(ctx.database, sql`select count(*)::int as n from payment_notifications`);
    return Number(row?.n);
  }

  async function rowsOf(orderNumber: string) {
    return queryRows(
      ctx.database,
      sql`select payload, octet_length(payload::text) as size from payment_notifications
          where order_number = ${orderNumber} order by received_at, id`,
    );
  }

  function expectError(response: LightMyRequestResponse, status: number, code: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\S/);
  }

  /** A notification whose signature is wrong, for an order number of its own, padded to about `bytes`. */
  function refusedBody(orderNumber: string, bytes = 0, padding = 'x'): Record<string, string> {
    const body = signedNotification(
      ctx,
      { number: orderNumber, total: 150_000 },
      'settlement',
      'not-our-key',
    );
    return bytes > 0 ? { ...body, padding: padding.repeat(Math.ceil(bytes / padding.length)) } : body;
  }

  it('refuses NUL, lone surrogates and deep nesting with 400 in the error shape, storing nothing', async () => {
    const before = await storedRows();
    const genuine = JSON.stringify(refusedBody('SCL-20260101-NULNUL'));
    const payloads = [
      genuine.replace('"SCL-20260101-NULNUL"', '"SCL-20260101-NUL\\u0000"'),
      genuine.replace('"SCL-20260101-NULNUL"', '"SCL-20260101-\\ud800"'),
      genuine.replace('"currency":"IDR"', '"currency\\u0000":"IDR"'),
      `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const payload of payloads) expectError(await postRaw(payload), 400, 'VALIDATION_FAILED');
    expect(await storedRows()).toBe(before);
  });

  it('refuses a body over 64 KB with 413 in the error shape, storing nothing', async () => {
    const before = await storedRows();
    const huge = JSON.stringify(refusedBody('SCL-20260101-HUGE00', 70 * 1024));
    expectError(await postRaw(huge), 413, 'PAYLOAD_TOO_LARGE');
    expect(await storedRows()).toBe(before);
  });

  it('stores a bounded excerpt of a large refused payload, and small ones whole', async () => {
    const large = await postRaw(JSON.stringify(refusedBody('SCL-20260101-LARGE0', 60 * 1024)));
    expectError(large, 403, 'PAYMENT_SIGNATURE_INVALID');
    const [stored] = await rowsOf('SCL-20260101-LARGE0');
    expect(Number(stored?.size)).toBeLessThanOrEqual(NOTIFICATION_PAYLOAD_MAX_BYTES + 100);
    expect(stored?.payload).toMatchObject({
      truncated: true,
      bytes: expect.any(Number) as number,
      excerpt: expect.stringMatching(/^\{"transaction_time":/) as string,
    });
    expect((stored?.payload as { bytes: number }).bytes).toBeGreaterThan(60 * 1024);

    // Characters outside the BMP across the cut: the excerpt stays valid Unicode (PostgreSQL refuses halves).
    const emoji = await postRaw(JSON.stringify(refusedBody('SCL-20260101-EMOJI0', 8 * 1024, 'a😀')));
    expectError(emoji, 403, 'PAYMENT_SIGNATURE_INVALID');
    const [excerpt] = await rowsOf('SCL-20260101-EMOJI0');
    expect(Number(excerpt?.size)).toBeLessThanOrEqual(NOTIFICATION_PAYLOAD_MAX_BYTES + 100);
    expect((excerpt?.payload as { excerpt: string }).excerpt).toContain('😀');

    const small = refusedBody('SCL-20260101-SMALL0');
    expectError(await postRaw(JSON.stringify(small)), 403, 'PAYMENT_SIGNATURE_INVALID');
    expect((await rowsOf('SCL-20260101-SMALL0'))[0]?.payload).toEqual(small);
  });

  it('answers 429 and stores nothing once a source has sent too many refused notifications a minute', async () => {
    const shop = await openShop(ctx);
    const [buyer] = await createStudents(ctx, 1);
    const [classId] = await shop.classes(1);
    await addToCart(ctx, buyer!, 'kelas', classId!);
    const { order } = checkoutData(await checkout(ctx, buyer!));

    const attacker = '203.0.113.7';
    const limit = WEBHOOK_REFUSALS_PER_SOURCE_PER_MINUTE;
    const before = await storedRows();
    for (let i = 0; i < limit; i += 1) {
      expectError(
        await notify(ctx, refusedBody('SCL-20260101-FLOOD0'), 'simulator', attacker),
        403,
        'PAYMENT_SIGNATURE_INVALID',
      );
    }
    expect(await storedRows()).toBe(before + limit);
    for (const body of [refusedBody('SCL-20260101-FLOOD0'), { order_id: 'not even a notification' }]) {
      const limited = await notify(ctx, body, 'simulator', attacker);
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await storedRows()).toBe(before + limit);

    // Other sources are not affected.
    expectError(
      await notify(ctx, refusedBody('SCL-20260101-OTHER0'), 'simulator', '203.0.113.8'),
      403,
      'PAYMENT_SIGNATURE_INVALID',
    );
    // A genuine notification is never refused for its source's refusals: the gateway cannot be locked out.
    const paid = await notify(ctx, await simulatorMoves(ctx, order, 'settlement'), 'simulator', attacker);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await snapshot(ctx, order.id)).toMatchObject({ status: 'paid', entitlements: 1 });

    // A minute later the source has a new budget.
    clock.advance(61_000);
    try {
      expectError(
        await notify(ctx, refusedBody('SCL-20260101-FLOOD0'), 'simulator', attacker),
        403,
        'PAYMENT_SIGNATURE_INVALID',
      );
    } finally {
      clock.reset();
    }
    expect((await rowsOf('SCL-20260101-FLOOD0')).length).toBe(limit + 1);
  });
});
