import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, queryRows } from '../test/auth-helpers';
import {
  addToCart,
  checkout,
  createStudents,
  createVoucher,
  openShop,
  type Shop,
  type Student,
} from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { createTestRoom, roomState } from '../test/study-room-purchase-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('paid study room checkouts under concurrency (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let shop: Shop;
  let buyers: Student[];

  beforeAll(async () => {
    shop = await openShop(ctx);
    buyers = await createStudents(ctx, 20);
  });

  it('20 students check out the last seat at once: one order, 19 STUDY_ROOM_FULL, no voucher use leaked', async () => {
    const roomId = await createTestRoom(ctx, {
      tutorId: shop.tutorId,
      price: 80_000,
      capacity: 5,
      seatsTaken: 4,
    });
    const voucherId = await createVoucher(ctx, { code: 'RUANGHEMAT', discountValue: 5_000 });
    for (const buyer of buyers) await addToCart(ctx, buyer, 'study-room', roomId);

    const answers = await Promise.all(
      buyers.map((buyer) => checkout(ctx, buyer, { voucherCode: 'RUANGHEMAT' })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(errorCode(answer)).toBe('STUDY_ROOM_FULL');

    expect((await roomState(ctx, roomId)).seatsTaken).toBe(5);
    const [orders] = await queryRows(
      ctx.database,
      sql`select count(distinct o.id)::int as n from orders o join order_lines l on l.order_id = o.id
          where l.item_type = 'study-room' and l.item_id = ${roomId}`,
    );
    expect(Number(orders?.n)).toBe(1);
    const [voucher] = await queryRows(
      ctx.database,
      sql`select used_count from vouchers where id = ${voucherId}`,
    );
    expect(Number(voucher?.used_count)).toBe(1);
  });
});
