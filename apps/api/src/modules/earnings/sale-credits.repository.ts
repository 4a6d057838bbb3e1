import { and, eq, gt, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './earnings.tables';

/** A sale's `tutor_earnings` credit that is still pending. */
export interface PendingSaleCredit {
  entryId: string;
  tutorId: string;
  orderLineId: string;
  availableAt: Date;
}

/** A tutor's share of a package line sold with classes of several tutors: what the buyer paid for that share. */
export interface SaleShare {
  lineId: string;
  tutorId: string;
  paid: number;
}

/** The sales' credits of these order lines still pending at `now` (one query). */
export async function pendingSaleCredits(
  db: Database,
  lineIds: readonly string[],
  now: Date,
): Promise<PendingSaleCredit[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      tutorId: ledgerTransactions.tutorId,
      orderLineId: ledgerTransactions.orderLineId,
      availableAt: ledgerEntries.availableAt,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.kind, 'sale'),
        inArray(ledgerTransactions.orderLineId, [...lineIds]),
        eq(ledgerAccounts.kind, 'tutor_earnings'),
        gt(ledgerEntries.availableAt, now),
      ),
    );
  return rows.flatMap((row) => (row.orderLineId ? [{ ...row, orderLineId: row.orderLineId }] : []));
}

/**
 * Moves a pending credit to another date still ahead. Only `available_at` of an entry may change (the database
 * refuses any other edit): the amounts stay as posted, only when the money may be paid out follows the class's
 * start. Pending before and after, so no available balance (what payouts check under the tutor's lock) changes.
 */
export async function movePendingCredit(db: Database, entryId: string, availableAt: Date): Promise<void> {
  await db.update(ledgerEntries).set({ availableAt }).where(eq(ledgerEntries.id, entryId));
}

/** The tutors' shares posted for these package lines (lines whose classes have several tutors; one query). */
export async function saleSharesOf(db: Database, lineIds: readonly string[]): Promise<SaleShare[]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({
      lineId: ledgerTransactions.orderLineId,
      tutorId: ledgerTransactions.tutorId,
      gross: ledgerTransactions.grossAmount,
      discount: ledgerTransactions.discount,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'sale'),
        inArray(ledgerTransactions.orderLineId, [...lineIds]),
        like(ledgerTransactions.key, 'sale:%:%'),
      ),
    );
  return rows.flatMap((row) =>
    row.lineId
      ? [{ lineId: row.lineId, tutorId: row.tutorId, paid: (row.gross ?? 0) - (row.discount ?? 0) }]
      : [],
  );
}
