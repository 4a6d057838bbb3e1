import { itemKeyOf, type PurchasableItemType } from '@scola/contracts';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { type AuditActor, recordAudit } from '../modules/audit';
import { purchasableItems, releaseSeats } from '../modules/catalogue';
import { revokeOrderItems } from '../modules/collections';
import { type OrderLineRow, ordersRepositoryFor, refundsRepositoryFor } from '../modules/orders';
import { releaseOrderSlots } from './bimble-checkout';
import { type BuyingContext, retryOnConflict } from './context';
import { debitTutorsOfLines, refundLinesOf } from './tutor-earnings';
import { takeBackStudyRooms } from './study-room-purchases';

export interface RefundCommand {
  orderId: string;
  /** The lines to refund; every line not refunded yet when left out. */
  lineIds?: readonly string[];
  reason: string;
  /** Made once per admin action: the same key answers the same refund. */
  idempotencyKey: string;
  actor: AuditActor;
}

interface Grant {
  items: Array<{ itemType: PurchasableItemType; itemId: string }>;
  classIds: string[];
}

/** What each line granted (a package: itself and its classes) and the class seats it holds. */
async function grantsOf(tx: Database, lines: readonly OrderLineRow[]): Promise<Map<string, Grant>> {
  const found = await purchasableItems(
    tx,
    lines.map((line) => ({ itemType: line.itemType, itemId: line.itemId })),
  );
  const classesOf = new Map(found.map((item) => [itemKeyOf(item.itemType, item.itemId), item.classIds]));
  return new Map(
    lines.map((line) => {
      const classIds =
        classesOf.get(itemKeyOf(line.itemType, line.itemId)) ??
        (line.itemType === 'kelas' ? [line.itemId] : []);
      const items = [{ itemType: line.itemType, itemId: line.itemId }];
      if (line.itemType === 'kelas-paket')
        items.push(...classIds.map((itemId) => ({ itemType: 'kelas' as const, itemId })));
      return [line.id, { items, classIds }];
    }),
  );
}

/**
 * Takes back what the refunded lines granted and gives back the seats they held, except what a line that stays still
 * needs (a class bought alone and inside a package of the same order).
 */
async function takeBack(tx: Database, orderId: string, refunded: OrderLineRow[], staying: OrderLineRow[]) {
  const grants = await grantsOf(tx, [...refunded, ...staying]);
  const kept = staying.flatMap((line) => grants.get(line.id)?.items ?? []);
  const keptKeys = new Set(kept.map((item) => itemKeyOf(item.itemType, item.itemId)));
  const keptClasses = new Set(staying.flatMap((line) => grants.get(line.id)?.classIds ?? []));
  const items = refunded
    .flatMap((line) => grants.get(line.id)?.items ?? [])
    .filter((item) => !keptKeys.has(itemKeyOf(item.itemType, item.itemId)));
  const classIds = refunded
    .flatMap((line) => grants.get(line.id)?.classIds ?? [])
    .filter((id) => !keptClasses.has(id));
  await revokeOrderItems(tx, orderId, items);
  const held = await refundsRepositoryFor(tx).dropSeats(orderId, [...new Set(classIds)]);
  await releaseSeats(tx, held);
}

/** The lines to refund now, or the refusal (lines of another order, or refunded before). */
function chooseLines(lines: OrderLineRow[], refundedIds: Set<string>, lineIds?: readonly string[]) {
  if (!lineIds) return lines.filter((line) => !refundedIds.has(line.id));
  const wanted = new Set(lineIds.map((id) => id.toLowerCase()));
  const chosen = lines.filter((line) => wanted.has(line.id));
  if (chosen.length !== wanted.size) throw new AppError('NOT_FOUND', 'Item pesanan tidak ditemukan.');
  if (chosen.some((line) => refundedIds.has(line.id))) throw new AppError('ORDER_LINE_ALREADY_REFUNDED');
  return chosen;
}

/**
 * An admin's refund of a paid order (whole, or chosen lines), in one transaction on the locked order: the refund and
 * its lines are recorded (amounts and tutors, for the tutors' earnings), what they granted is revoked (a study room:
 * its participant), their seats given back, the order becomes `partially_refunded` or `refunded`, an audit row is written, and `order.refunded`
 * is published so that the gateway is asked to refund and the buyer is mailed after commit. The same idempotency key
 * answers the refund it made (a double click refunds once). Answers the refund's id.
 */
export function refundWorkflow(ctx: Pick<BuyingContext, 'db' | 'jobs' | 'clock' | 'config'>) {
  return async function refund(command: RefundCommand): Promise<string> {
    return retryOnConflict(() =>
      inTransaction(ctx.db, async (tx) => {
        const orders = ordersRepositoryFor(tx);
        const refunds = refundsRepositoryFor(tx);
        const order = await orders.lockById(command.orderId);
        if (!order) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
        const repeated = await refunds.findByKey(order.id, command.idempotencyKey);
        if (repeated) return repeated.id;
        if (order.status !== 'paid' && order.status !== 'partially_refunded')
          throw new AppError('ORDER_NOT_REFUNDABLE');
        const lines = await orders.linesOf([order.id]);
        const refundedIds = new Set((await refunds.ofOrder(order.id)).flatMap((row) => row.lineIds));
        const chosen = chooseLines(lines, refundedIds, command.lineIds);
        if (chosen.length === 0) throw new AppError('ORDER_LINE_ALREADY_REFUNDED');
        const chosenIds = new Set(chosen.map((line) => line.id));
        const staying = lines.filter((line) => !refundedIds.has(line.id) && !chosenIds.has(line.id));
        await takeBack(tx, order.id, chosen, staying);
        const now = ctx.clock();
        await takeBackStudyRooms(tx, order, chosen, now);
        await releaseOrderSlots(tx, order.id, 'refunded', now, chosen);
        const amount = chosen.reduce((sum, line) => sum + line.price - line.discount, 0);
        const row = await refunds.insert(
          {
            orderId: order.id,
            idempotencyKey: command.idempotencyKey,
            amount,
            reason: command.reason,
            actorId: command.actor.id,
            actorEmail: command.actor.email,
          },
          chosen.map((line) => ({
            orderLineId: line.id,
            tutorId: line.tutorId,
            amount: line.price - line.discount,
          })),
        );
        const status = staying.length === 0 ? 'refunded' : 'partially_refunded';
        // The refunded lines' tutors give back their share, in the refund's transaction (ADR 0035).
        await debitTutorsOfLines(
          tx,
          await refundLinesOf(tx, chosen, row.id),
          ctx.config.platformFeePercent,
          now,
        );
        await orders.setStatus(order.id, status, status === 'refunded' ? { closedAt: now } : {});
        await recordAudit(tx, command.actor, {
          action: 'order.refund',
          entityType: 'order',
          entityId: order.id,
          before: { number: order.number, status: order.status },
          after: {
            number: order.number,
            status,
            refundId: row.id,
            amount,
            lineIds: [...chosenIds],
            reason: command.reason,
          },
        });
        await ctx.jobs.publish(tx, 'order.refunded', { refundId: row.id }, { key: row.id });
        return row.id;
      }),
    );
  };
}
