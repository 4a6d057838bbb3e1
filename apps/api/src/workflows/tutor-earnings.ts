import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { firstSessionStarts, purchasableItems } from '../modules/catalogue';
import {
  ledgerPostingsFor,
  postedLedgerKeys,
  type RefundLine,
  refundKey,
  type SaleLine,
  saleKey,
} from '../modules/earnings';
import {
  type OrderLineRow,
  type OrderRow,
  ordersRepositoryFor,
  refundsRepositoryFor,
  settledOrdersAfter,
} from '../modules/orders';
import { voucherFundersOf } from '../modules/vouchers';

/**
 * The tutors' side of order money (ADR 0035): what the payment settlement, the refunds and the backfill post to the
 * earnings ledger. The earnings module knows nothing of orders, vouchers or classes: the lines are gathered here.
 */

/** The classes each line gives access to: a class itself, a package's classes, nothing for materials and courses. */
async function classesOfLines(tx: Database, lines: readonly OrderLineRow[]): Promise<Map<string, string[]>> {
  const packages = lines.filter((line) => line.itemType === 'kelas-paket');
  const found =
    packages.length > 0
      ? await purchasableItems(
          tx,
          packages.map((line) => ({ itemType: line.itemType, itemId: line.itemId })),
        )
      : [];
  const packageClasses = new Map(found.map((item) => [item.itemId, item.classIds]));
  return new Map(
    lines.map((line) => [
      line.id,
      line.itemType === 'kelas'
        ? [line.itemId]
        : line.itemType === 'kelas-paket'
          ? (packageClasses.get(line.itemId) ?? [])
          : [],
    ]),
  );
}

/**
 * The order's lines of a tutor as sales: a class (or a package) stays pending until its first session starts (the
 * earliest of a package's classes); materials, courses and classes without a session are available at once.
 */
export async function saleLinesOf(
  tx: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
): Promise<SaleLine[]> {
  const sold = lines.filter((line) => line.tutorId !== null && line.price > 0);
  if (sold.length === 0) return [];
  const funders = order.voucherId ? await voucherFundersOf(tx, [order.voucherId]) : new Map();
  const tutorFunded = order.voucherId !== null && funders.get(order.voucherId) === 'tutor';
  const classesOf = await classesOfLines(tx, sold);
  const starts = await firstSessionStarts(tx, [...new Set([...classesOf.values()].flat())], order.id);
  return sold.map((line) => {
    const lineStarts = (classesOf.get(line.id) ?? []).flatMap((id) => starts.get(id)?.getTime() ?? []);
    const paidAt = order.paidAt ?? now;
    return {
      orderId: order.id,
      orderNumber: order.number,
      lineId: line.id,
      title: line.title,
      tutorId: line.tutorId as string,
      price: line.price,
      discount: line.discount,
      tutorFunded,
      availableAt: lineStarts.length > 0 ? new Date(Math.min(...lineStarts)) : paidAt,
    };
  });
}

/** In the settlement's transaction, once the order is paid: credits each line's tutor (once per line). */
export async function creditTutorsOfOrder(tx: Database, order: OrderRow, feePercent: number, now: Date) {
  const lines = await ordersRepositoryFor(tx).linesOf([order.id]);
  await ledgerPostingsFor(tx, feePercent).postSales(await saleLinesOf(tx, order, lines, now), now);
}

/** Lines given back to the buyer as refund lines of the ledger. */
export const refundLinesOf = (lines: readonly OrderLineRow[], refundId: string | null): RefundLine[] =>
  lines.flatMap((line) =>
    line.tutorId
      ? [{ lineId: line.id, tutorId: line.tutorId, amount: line.price - line.discount, refundId }]
      : [],
  );

/** In the refund's transaction: debits each refunded line's tutor (once per line). */
export async function debitTutorsOfLines(
  tx: Database,
  lines: readonly RefundLine[],
  feePercent: number,
  now: Date,
): Promise<void> {
  await ledgerPostingsFor(tx, feePercent).postRefunds(lines, now);
}

/**
 * Posts what the ledger lacks for orders paid before it existed (or seeded directly): their sales, then their
 * refunds (an order refunded whole by the gateway, without refund rows, gives back every line). Idempotent (each
 * posting has its key), so it runs at every start; one transaction per order. Answers how many orders it read.
 */
export async function backfillTutorEarnings(db: Database, feePercent: number, now: Date): Promise<number> {
  let after: string | null = null;
  let seen = 0;
  for (;;) {
    const page = await settledOrdersAfter(db, after, 200);
    if (page.length === 0) return seen;
    // Two queries tell which orders of the page lack a posting; only those open a transaction.
    const lines = await ordersRepositoryFor(db).linesOf(page.map((order) => order.id));
    const owned = lines.filter((line) => line.tutorId !== null && line.price > 0);
    const posted = await postedLedgerKeys(
      db,
      owned.flatMap((line) => [saleKey(line.id), refundKey(line.id)]),
    );
    const lacking = new Set(
      owned
        .filter((line) => !posted.has(saleKey(line.id)) || !posted.has(refundKey(line.id)))
        .map((line) => line.orderId),
    );
    const todo = page.filter(
      (order) =>
        lacking.has(order.id) &&
        (order.status !== 'paid' || owned.some((l) => l.orderId === order.id && !posted.has(saleKey(l.id)))),
    );
    for (const order of todo) {
      await inTransaction(db, async (tx) => {
        const lines = await ordersRepositoryFor(tx).linesOf([order.id]);
        const postings = ledgerPostingsFor(tx, feePercent);
        await postings.postSales(await saleLinesOf(tx, order, lines, now), order.paidAt ?? now);
        const refunds = await refundsRepositoryFor(tx).ofOrder(order.id);
        const refunded = refunds.flatMap((refund) =>
          refundLinesOf(
            lines.filter((line) => refund.lineIds.includes(line.id)),
            refund.id,
          ),
        );
        if (order.status === 'refunded' && refunds.length === 0) refunded.push(...refundLinesOf(lines, null));
        await postings.postRefunds(refunded, now);
      });
    }
    seen += page.length;
    after = page[page.length - 1]?.id ?? null;
  }
}
