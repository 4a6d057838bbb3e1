import type { VoucherFunder } from '@scola/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vouchers } from './vouchers.tables';

/** Who pays for each voucher's discount (tutor earnings: a tutor-funded discount comes out of the tutor's share). */
export async function voucherFundersOf(
  db: Database,
  voucherIds: readonly string[],
): Promise<Map<string, VoucherFunder>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vouchers.id, funder: vouchers.funder })
    .from(vouchers)
    .where(inArray(vouchers.id, [...new Set(voucherIds)]));
  return new Map(rows.map((row) => [row.id, row.funder]));
}
