import type { Database } from '../db/client';
import { cartServiceFor } from '../modules/cart';
import { tutorDisplayNameOf } from '../modules/catalogue';
import { voucherUsageOf, voucherUsesOf } from '../modules/orders';
import { type QuoteLine, type VoucherLookups, voucherServiceFor } from '../modules/vouchers';

/** What the vouchers read of orders (uses held) and of the catalogue (tutors' names), as SQL for their queries. */
export const voucherLookups: VoucherLookups = {
  usesOf: voucherUsesOf,
  tutorNameOf: tutorDisplayNameOf,
  usageOf: voucherUsageOf,
};

/** The voucher service over a database or a transaction, with the lookups of the modules it may not import. */
export const vouchersFor = (db: Database) => voucherServiceFor(db, voucherLookups);

/** The student's cart's buyable lines, as the voucher rules see them (the voucher preview and list). */
export function buyableLinesOf(db: Database) {
  const cart = cartServiceFor(db);
  return async (userId: string): Promise<QuoteLine[]> =>
    (await cart.linesOf(userId))
      .filter((line) => line.problem === null)
      .map(({ itemType, itemId, tutorId, price }) => ({ itemType, itemId, tutorId, price }));
}
