import type { FastifyPluginAsync } from 'fastify';
import { earningsRoutes } from './earnings.routes';
import { createEarningsService } from './earnings.service';

export {
  createEarningsService,
  decidePayout,
  earningsPerDay,
  listPayoutsForAdmin,
  toAdminPayout,
  type EarningsService,
} from './earnings.service';
export {
  ledgerPostingsFor,
  postedLedgerKeys,
  refundKey,
  saleKey,
  type RefundLine,
  type SaleLine,
} from './ledger-postings';
export type { PayoutRow } from './earnings.tables';
export {
  movePendingCredit,
  pendingSaleCredits,
  saleSharesOf,
  type PendingSaleCredit,
  type SaleShare,
} from './sale-credits.repository';

/** Routes under the API prefix: `/tutor/pendapatan[/riwayat]`, `/tutor/pencairan` (ADR 0035). */
export const earningsModule: FastifyPluginAsync = async (app) => {
  const service = createEarningsService({
    db: app.db.db,
    clock: () => app.clock(),
    feePercent: app.config.platformFeePercent,
  });
  await app.register(earningsRoutes, { service });
};
export { earningsForExport } from './account-data.repository';
