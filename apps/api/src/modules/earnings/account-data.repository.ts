import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import { ledgerTransactions, payouts } from './earnings.tables';

/** A tutor's earnings movements and payout requests, for their archive. */
export async function earningsForExport(db: Database, tutorId: string) {
  const [entries, requests] = await Promise.all([
    db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        orderNumber: ledgerTransactions.orderNumber,
        itemTitle: ledgerTransactions.itemTitle,
        grossAmount: ledgerTransactions.grossAmount,
        discount: ledgerTransactions.discount,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.tutorId, tutorId))
      .orderBy(desc(ledgerTransactions.createdAt))
      .limit(EXPORT_ROW_LIMIT),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.tutorId, tutorId))
      .orderBy(desc(payouts.requestedAt))
      .limit(EXPORT_ROW_LIMIT),
  ]);
  return { entries: toExportRows(entries), payouts: toExportRows(requests, ['tutorId', 'decidedBy']) };
}
