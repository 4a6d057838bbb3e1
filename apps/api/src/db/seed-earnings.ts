import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { purchasableItems } from '../modules/catalogue';
import { grantEntitlements } from '../modules/collections';
import { newOrderNumber, ordersRepositoryFor } from '../modules/orders';
import { usersServiceFor } from '../modules/users';
import type { DatabaseHandle } from './client';
import { inTransaction } from './unit-of-work';

const DAY = 24 * 60 * 60 * 1000;

/** The demo tutors whose sales the seed makes, so that their earnings page has a balance and a history. */
export const DEMO_EARNING_TUTORS = ['tutor@scola.id', 'tutor2@scola.id'];

/**
 * The demo students (of the catalogue seed) who bought, some days ago, a few items of the demo tutors; not the demo
 * student `siswa@scola.id`, whose collections stay as `seed-collections` makes them.
 */
const buyerEmails = ['siswa6@scola.id', 'siswa7@scola.id', 'siswa8@scola.id'];

async function rowsOf(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  const result = (await database.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A tutor's published items to sell: two classes, two materials and two courses at most. */
async function itemsOf(database: DatabaseHandle, email: string) {
  const rows = await rowsOf(
    database,
    sql`(select 'kelas' as type, c.id from live_classes c join users u on u.id = c.tutor_id
           where u.email = ${email} and c.status = 'published' order by c.slug limit 2)
        union all
        (select 'materi', m.id from materials m join users u on u.id = m.tutor_id
           where u.email = ${email} and m.status = 'published' order by m.slug limit 2)
        union all
        (select 'lifeskill', s.id from skill_courses s join users u on u.id = s.instructor_id
           where u.email = ${email} and s.status = 'published' order by s.slug limit 2)`,
  );
  return rows.map((row) => ({ itemType: row.type as PurchasableItemType, itemId: String(row.id) }));
}

/**
 * Paid orders of the demo buyers for the demo tutors' items (the earnings backfill at start credits the tutors, as
 * for any order paid before the ledger). Idempotent: a buyer who has an order is left alone.
 */
export async function seedDemoSales(database: DatabaseHandle, now: Date): Promise<void> {
  const users = usersServiceFor(database.db);
  const refs = (await Promise.all(DEMO_EARNING_TUTORS.map((email) => itemsOf(database, email)))).flat();
  const items = (await purchasableItems(database.db, refs)).filter((item) => item.price > 0);
  if (items.length === 0) return;
  for (const [index, email] of buyerEmails.entries()) {
    const userId = (await users.findByEmail(email))?.id;
    if (!userId) continue;
    const [existing] = await rowsOf(database, sql`select 1 from orders where user_id = ${userId} limit 1`);
    if (existing) continue;
    // Buyer i takes every item but the i-th, so that the tutors' histories differ from line to line.
    const bought = items.filter((_, i) => i % buyerEmails.length !== index);
    const paidAt = new Date(now.getTime() - (index * 4 + 2) * DAY);
    const subtotal = bought.reduce((sum, item) => sum + item.price, 0);
    await inTransaction(database.db, async (tx) => {
      const order = await ordersRepositoryFor(tx).insertOrder(
        {
          number: newOrderNumber(paidAt),
          userId,
          status: 'paid',
          subtotal,
          discount: 0,
          total: subtotal,
          provider: 'simulator',
          expiresAt: new Date(paidAt.getTime() + DAY),
          paidAt,
          createdAt: paidAt,
        },
        bought.map((item) => ({
          itemType: item.itemType,
          itemId: item.itemId,
          title: item.title,
          tutorId: item.tutorId,
          tutorName: item.tutorName,
          price: item.price,
        })),
        // Each class line holds its seat like any paid order (a refund gives it back); `seats_taken` is not raised:
        // the demo classes' seat counts already stand for their enrolments.
        bought.filter((item) => item.itemType === 'kelas').map((item) => item.itemId),
      );
      await grantEntitlements(tx, {
        userId,
        orderId: order.id,
        items: bought.map((item) => ({ itemType: item.itemType, itemId: item.itemId })),
        grantedAt: paidAt,
      });
    });
  }
}
