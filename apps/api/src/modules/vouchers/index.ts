import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { vouchersRoutes } from './vouchers.routes';
import { createVoucherService } from './vouchers.service';

/** The `vouchers` table, for foreign keys of other modules' tables only. */
export { vouchers as vouchersTable } from './vouchers.tables';
/** The items of vouchers of scope `items` (the demo seed writes them). */
export { voucherItems as voucherItemsTable } from './vouchers.tables';
export type { QuoteLine } from './vouchers.rules';
export {
  normaliseVoucherCode,
  voucherHoldingStatuses,
  type VoucherQuote,
  type VoucherQuoteInput,
  type VoucherService,
} from './vouchers.service';

/**
 * The voucher service. Every method takes the database to run on first, so the checkout workflow passes its
 * transaction: `.quote(db, input)`, `.reserve(tx, input)` (see its contract), `.release(tx, voucherId)`.
 */
export function voucherServiceFor(_db: Database) {
  return createVoucherService();
}

/** Routes under the API prefix: `POST /voucher/cek`, `GET /voucher` (students). */
export const vouchersModule: FastifyPluginAsync = async (app) => {
  await app.register(vouchersRoutes, { service: createVoucherService(), db: app.db.db });
};
