import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { VoucherLookups } from './vouchers.repository';
import { type VouchersRoutesOptions, vouchersRoutes } from './vouchers.routes';
import { createVoucherService } from './vouchers.service';
import { createVouchersAdminService } from './vouchers-admin.service';
import { createTutorVouchersService, type TutorItemsLookup } from './vouchers-tutor.service';

/** The `vouchers` table, for foreign keys of other modules' tables only. */
export { vouchers as vouchersTable } from './vouchers.tables';
/** The items of vouchers of scope `items` (the demo seed writes them). */
export { voucherItems as voucherItemsTable } from './vouchers.tables';
export type { QuoteLine } from './vouchers.rules';
export { voucherFundersOf } from './voucher-funders.repository';
export type { VoucherLookups } from './vouchers.repository';
export {
  normaliseVoucherCode,
  type VoucherQuote,
  type VoucherQuoteInput,
  type VoucherService,
} from './vouchers.service';

/**
 * The voucher service over a database or a transaction: the checkout workflow creates it for its `tx`
 * (`.quote(input)`, `.reserve(input)` (see its contract), `.release(voucherId)`). `lookups`: SQL of the orders and
 * catalogue modules, handed in by the workflows (orders reference vouchers, so this module imports neither).
 */
export function voucherServiceFor(db: Database, lookups: VoucherLookups) {
  return createVoucherService(db, lookups);
}

/** Routes under the API prefix: `POST /voucher/cek`, `GET /voucher` (students). */
export const vouchersModule: FastifyPluginAsync<
  { lookups: VoucherLookups } & Pick<VouchersRoutesOptions, 'buyableLines'>
> = async (app, { lookups, buyableLines }) => {
  await app.register(vouchersRoutes, { service: createVoucherService(app.db.db, lookups), buyableLines });
};

export {
  type VoucherAuditSink,
  type VoucherChange,
  type VouchersAdminService,
} from './vouchers-admin.service';

/** The admin's vouchers (list, create, edit, deactivate), every change audited through the given sink. */
export function vouchersAdminServiceFor(db: Database, lookups: VoucherLookups) {
  return createVouchersAdminService(db, lookups);
}

export { type TutorItemsLookup, type TutorVouchersService } from './vouchers-tutor.service';

/** A tutor's own vouchers (list, create, edit, deactivate, delete when unused), on their own items only. */
export function tutorVouchersServiceFor(db: Database, lookups: VoucherLookups, ownItems: TutorItemsLookup) {
  return createTutorVouchersService(db, lookups, ownItems);
}
