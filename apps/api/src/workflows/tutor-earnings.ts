import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import {
  classesOfPackages,
  firstSessionStarts,
  type PackageClass,
  packagesWithClasses,
} from '../modules/catalogue';
import {
  ledgerPostingsFor,
  movePendingCredit,
  pendingSaleCredits,
  postedLedgerKeys,
  type RefundLine,
  refundKey,
  type SaleLine,
  saleKey,
  saleSharesOf,
} from '../modules/earnings';
import {
  type OrderLineRow,
  type OrderRow,
  ordersRepositoryFor,
  paidLinesOfItems,
  refundsRepositoryFor,
  settledOrdersAfter,
} from '../modules/orders';
import { voucherFundersOf } from '../modules/vouchers';
import { tutorSharesOf } from './package-shares';
import { studyRoomStartsOf } from './study-room-purchases';

/**
 * The tutors' side of order money (ADR 0035): what the payment settlement, the refunds and the backfill post to the
 * earnings ledger. The earnings module knows nothing of orders, vouchers or classes: the lines are gathered here.
 */

/** The classes of each package line's package, with their tutors and regular prices (one query). */
async function packagesOfLines(tx: Database, lines: readonly OrderLineRow[]) {
  const packageIds = lines.filter((line) => line.itemType === 'kelas-paket').map((line) => line.itemId);
  return classesOfPackages(tx, [...new Set(packageIds)]);
}

/** A sold line, or one tutor's share of a package line whose classes have several tutors. */
interface SoldPart {
  line: OrderLineRow;
  tutorId: string;
  share: string | null;
  classIds: string[];
  price: number;
  discount: number;
}

/** The parts of these lines that credit a tutor (a package of several tutors: one part per tutor, ADR 0046). */
export function soldPartsOf(
  lines: readonly OrderLineRow[],
  packages: Map<string, PackageClass[]>,
): SoldPart[] {
  return lines.flatMap((line): SoldPart[] => {
    if (line.price <= 0) return [];
    const members = line.itemType === 'kelas-paket' ? (packages.get(line.itemId) ?? []) : [];
    const classIds = line.itemType === 'kelas' ? [line.itemId] : members.map((member) => member.classId);
    if (line.tutorId) return [{ line, tutorId: line.tutorId, share: null, classIds, ...amountsOf(line) }];
    if (line.itemType !== 'kelas-paket') return [];
    return tutorSharesOf(line, members).map((share) => ({ line, share: share.tutorId, ...share }));
  });
}
const amountsOf = (line: OrderLineRow) => ({ price: line.price, discount: line.discount });

/**
 * The order's lines of a tutor as sales: a class (or a package) stays pending until its first session starts (the
 * earliest of a package's classes, of that tutor's classes for a share), a study room until it starts; materials,
 * courses and classes without a session are available at once.
 */
export async function saleLinesOf(
  tx: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
): Promise<SaleLine[]> {
  const parts = soldPartsOf(lines, await packagesOfLines(tx, lines));
  if (parts.length === 0) return [];
  const funders = order.voucherId ? await voucherFundersOf(tx, [order.voucherId]) : new Map();
  const tutorFunded = order.voucherId !== null && funders.get(order.voucherId) === 'tutor';
  const starts = await firstSessionStarts(tx, [...new Set(parts.flatMap((part) => part.classIds))], order.id);
  const roomStarts = await studyRoomStartsOf(tx, lines);
  return parts.map((part) => {
    const roomStart = roomStarts.get(part.line.itemId.toLowerCase());
    const partStarts =
      part.line.itemType === 'study-room'
        ? roomStart
          ? [roomStart.getTime()]
          : []
        : part.classIds.flatMap((id) => starts.get(id)?.getTime() ?? []);
    const paidAt = order.paidAt ?? now;
    return {
      orderId: order.id,
      orderNumber: order.number,
      lineId: part.line.id,
      title: part.line.title,
      tutorId: part.tutorId,
      price: part.price,
      discount: part.discount,
      tutorFunded,
      availableAt: partStarts.length > 0 ? new Date(Math.min(...partStarts)) : paidAt,
      share: part.share,
    };
  });
}

/** In the settlement's transaction, once the order is paid: credits each line's tutor (once per line). */
export async function creditTutorsOfOrder(tx: Database, order: OrderRow, feePercent: number, now: Date) {
  const lines = await ordersRepositoryFor(tx).linesOf([order.id]);
  await ledgerPostingsFor(tx, feePercent).postSales(await saleLinesOf(tx, order, lines, now), now);
}

/**
 * Lines given back to the buyer as refund lines of the ledger; a package line of several tutors gives back each
 * tutor's posted share (what the buyer paid for it).
 */
export async function refundLinesOf(
  tx: Database,
  lines: readonly OrderLineRow[],
  refundId: string | null,
): Promise<RefundLine[]> {
  const shared = lines.filter((line) => line.tutorId === null && line.itemType === 'kelas-paket');
  const shares = await saleSharesOf(
    tx,
    shared.map((line) => line.id),
  );
  return [
    ...lines.flatMap((line) =>
      line.tutorId
        ? [
            {
              lineId: line.id,
              tutorId: line.tutorId,
              amount: line.price - line.discount,
              refundId,
              share: null,
            },
          ]
        : [],
    ),
    ...shares.map((share) => ({
      lineId: share.lineId,
      tutorId: share.tutorId,
      amount: share.paid,
      refundId,
      share: share.tutorId,
    })),
  ];
}

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
 * Posts what the ledger lacks for orders paid before it existed (or seeded directly), and the tutors' shares of
 * package lines sold before packages of several tutors were shared (ADR 0048): their sales, then their refunds (an
 * order refunded whole by the gateway, without refund rows, gives back every line). Idempotent (each posting has its
 * key), so it runs at every start; one transaction per order. Answers how many orders it read.
 */
export async function backfillTutorEarnings(db: Database, feePercent: number, now: Date): Promise<number> {
  let after: string | null = null;
  let seen = 0;
  for (;;) {
    const page = await settledOrdersAfter(db, after, 200);
    if (page.length === 0) return seen;
    // Three queries tell which orders of the page lack a posting; only those open a transaction.
    const lines = await ordersRepositoryFor(db).linesOf(page.map((order) => order.id));
    const parts = soldPartsOf(lines, await packagesOfLines(db, lines));
    const posted = await postedLedgerKeys(
      db,
      parts.flatMap((part) => [saleKey(part.line.id, part.share), refundKey(part.line.id, part.share)]),
    );
    const unsold = (part: SoldPart) => !posted.has(saleKey(part.line.id, part.share));
    const lacking = new Set(
      parts
        .filter((part) => unsold(part) || !posted.has(refundKey(part.line.id, part.share)))
        .map((part) => part.line.orderId),
    );
    const todo = page.filter(
      (order) =>
        lacking.has(order.id) &&
        (order.status !== 'paid' || parts.some((part) => part.line.orderId === order.id && unsold(part))),
    );
    for (const order of todo) {
      await inTransaction(db, async (tx) => {
        const lines = await ordersRepositoryFor(tx).linesOf([order.id]);
        const postings = ledgerPostingsFor(tx, feePercent);
        await postings.postSales(await saleLinesOf(tx, order, lines, now), order.paidAt ?? now);
        const refunds = await refundsRepositoryFor(tx).ofOrder(order.id);
        const refunded: RefundLine[] = [];
        for (const refund of refunds) {
          const chosen = lines.filter((line) => refund.lineIds.includes(line.id));
          refunded.push(...(await refundLinesOf(tx, chosen, refund.id)));
        }
        if (order.status === 'refunded' && refunds.length === 0)
          refunded.push(...(await refundLinesOf(tx, lines, null)));
        await postings.postRefunds(refunded, now);
      });
    }
    seen += page.length;
    after = page[page.length - 1]?.id ?? null;
  }
}

/**
 * In the transaction of a session change of these classes (moved, cancelled, added): each sale of them still pending
 * follows its classes' first session, so it stays pending until the class really starts (ADR 0046). A credit moves
 * only to a date still ahead; when no session is left it stays where it is.
 */
export async function followFirstSessions(
  tx: Database,
  classIds: readonly string[],
  now: Date,
): Promise<void> {
  const packageIds = await packagesWithClasses(tx, classIds);
  const lines = await paidLinesOfItems(tx, { classIds, packageIds });
  const credits = await pendingSaleCredits(
    tx,
    lines.map((line) => line.id),
    now,
  );
  if (credits.length === 0) return;
  const parts = soldPartsOf(lines, await packagesOfLines(tx, lines));
  for (const credit of credits) {
    const part = parts.find((p) => p.line.id === credit.orderLineId && p.tutorId === credit.tutorId);
    if (!part) continue;
    const starts = await firstSessionStarts(tx, part.classIds, part.line.orderId);
    const times = [...starts.values()].map((date) => date.getTime());
    if (times.length === 0) continue;
    const first = Math.min(...times);
    if (first > now.getTime() && first !== credit.availableAt.getTime())
      await movePendingCredit(tx, credit.entryId, new Date(first));
  }
}
