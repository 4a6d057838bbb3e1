import type { CheckoutRequest, CheckoutResponse, OrderPayAgainResponse } from '@scola/contracts';
import type { Database } from '../db/client';
import { retryWhileDatabaseUnavailable } from '../db/unavailable';
import { inTransaction } from '../db/unit-of-work';
import { confirmHeldSlots, takeSeats } from '../modules/catalogue';
import { holdCartSlots, slotRefusal, verifyCartSlots } from './bimble-checkout';
import { cartServiceFor } from '../modules/cart';
import { grantEntitlements } from '../modules/collections';
import {
  newOrderNumber,
  type OrderRow,
  ordersRepositoryFor,
  type PendingHolder,
  toCheckoutOrder,
} from '../modules/orders';
import type { UserRow } from '../modules/users';
import { AppError } from '../lib/app-error';
import type { CreatePaymentInput } from '../plugins/payments/provider';
import { type BuyingContext, orderPageUrl, retryOnConflict } from './context';
import { expireIfOverdue } from './order-transitions';
import { publishOrderPaid } from './receipt';
import { vouchersFor } from './voucher-preview';
import { admitStudyRoomBuyer, holdStudyRoomSeats } from './study-room-purchases';

type CartLine = Awaited<ReturnType<ReturnType<typeof cartServiceFor>['linesOf']>>[number];
type PaymentLine = Pick<CartLine, 'itemType' | 'itemId' | 'title' | 'price'>;
interface Placed {
  order: OrderRow;
  lines: PaymentLine[];
}

/** The signed-in buyer (the account of the request: its name, e-mail and phone go to the gateway). */
export type Buyer = Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>;

const itemOf = (line: Pick<CartLine, 'itemType' | 'itemId' | 'title'>) => ({
  itemType: line.itemType,
  itemId: line.itemId,
  title: line.title,
});

/** Refuses a cart that cannot become an order: empty, or a line with a problem (named in `details`). */
function checkCart(lines: CartLine[]): void {
  if (lines.length === 0) throw new AppError('CART_EMPTY');
  const bad = lines.find((line) => line.problem !== null);
  if (!bad?.problem) return;
  if (bad.slot && (bad.problem === 'SLOT_TAKEN' || bad.problem === 'SLOT_UNAVAILABLE'))
    throw slotRefusal(bad.problem, bad, bad.slot.startsAt);
  throw new AppError(bad.problem, undefined, itemOf(bad));
}

/**
 * Each line's share of the voucher: the quote lists the eligible lines in input order, so two slot lines of one class
 * (same item) take their shares one after the other.
 */
function voucherShares(
  lines: CartLine[],
  shares: readonly { itemType: string; itemId: string; discount: number }[],
) {
  const queues = new Map<string, number[]>();
  for (const share of shares) {
    const key = `${share.itemType}:${share.itemId}`;
    queues.set(key, [...(queues.get(key) ?? []), share.discount]);
  }
  return lines.map((line) => queues.get(`${line.itemType}:${line.itemId}`)?.shift() ?? 0);
}

/** The classes whose seats the cart takes (a class bought alone and through a package counts once). */
const seatClassIds = (lines: CartLine[]) => [...new Set(lines.flatMap((line) => line.classIds))].sort();

/** The class line with the fewest seats left: the one named when the seats ran out. */
function fullestLine(lines: CartLine[]): CartLine | undefined {
  return lines
    .filter((line) => line.classIds.length > 0)
    .sort((a, b) => (a.seatsLeft ?? Infinity) - (b.seatsLeft ?? Infinity))[0];
}

/** Checkout and paying again. */
export function checkoutWorkflow(ctx: BuyingContext) {
  const { db, config, clock } = ctx;

  /**
   * The order, inserted in one transaction with its lines and seats, the voucher use reserved and the cart cleared.
   * Reads and inserts come first; the contended rows (the classes' seats, then the voucher) are locked last, so
   * concurrent checkouts wait on each other only for the last few statements.
   */
  async function placeOrder(tx: Database, buyer: Buyer, body: CheckoutRequest, now: Date): Promise<Placed> {
    const userId = buyer.id;
    const orders = ordersRepositoryFor(tx);
    await orders.lockUserCheckout(userId);
    const cart = cartServiceFor(tx, () => now);
    // The cart's rows are read with the pending order (if any) already holding each item: one query for both.
    const lines = await cart.linesWith(userId, (itemType, itemId) =>
      orders.pendingOrderHolding(userId, itemType, itemId),
    );
    checkCart(lines);
    refuseItemsAwaitingPayment(lines.filter((line) => line.slot === null));
    // Each slot must still be a free slot of its tutor's availability (it may have changed since it was added).
    await verifyCartSlots(tx, lines, now);

    const vouchers = vouchersFor(tx);
    const voucherInput = body.voucherCode
      ? {
          code: body.voucherCode,
          userId,
          lines: lines.map(({ itemType, itemId, tutorId, price }) => ({ itemType, itemId, tutorId, price })),
          now,
        }
      : null;
    // Every rule checked without a lock first: a refusal costs no lock, and the amounts are known for the insert.
    const quote = voucherInput ? await vouchers.quote(voucherInput) : null;
    const lineDiscounts = voucherShares(lines, quote?.lineDiscounts ?? []);
    const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
    const discount = Math.min(quote?.discount ?? 0, subtotal);
    const total = subtotal - discount;
    const free = total === 0;
    const classIds = seatClassIds(lines);
    const snapshots = lines.map((line, index) => ({
      itemType: line.itemType,
      itemId: line.itemId,
      title: line.title,
      tutorId: line.tutorId,
      tutorName: line.tutorName,
      price: line.price,
      discount: lineDiscounts[index] ?? 0,
      slotStartsAt: line.slot?.startsAt ?? null,
      slotEndsAt: line.slot?.endsAt ?? null,
    }));
    let order = await orders.insertOrder(
      {
        number: newOrderNumber(now),
        userId,
        status: free ? 'paid' : 'pending',
        subtotal,
        discount,
        total,
        provider: ctx.payments.active.name,
        expiresAt: new Date(now.getTime() + config.orders.expiryMinutes * 60_000),
        paidAt: free ? now : null,
      },
      snapshots,
      classIds,
      [cart.clearStatement(userId).statement],
    );

    // Slots first (their sessions), then class seats, then room seats, then the voucher: every checkout takes its
    // locks in this order. A refusal throws, so the transaction gives back whatever it took (no voucher use leaks).
    await holdCartSlots(tx, { orderId: order.id, userId }, lines);
    if (classIds.length > 0 && !(await takeSeats(tx, classIds))) {
      const full = fullestLine(lines);
      throw new AppError('CLASS_FULL', undefined, full ? itemOf(full) : undefined);
    }
    const fullRoom = await holdStudyRoomSeats(tx, lines, now);
    if (fullRoom) {
      const full = lines.find((line) => line.itemType === 'study-room' && line.itemId === fullRoom);
      throw new AppError('STUDY_ROOM_FULL', undefined, full ? itemOf(full) : undefined);
    }
    if (voucherInput && quote) {
      // Locks the voucher row, re-checks quota and per-user limit (this order does not carry it yet), counts the use.
      // The order is attached to it in the statement that counts the use.
      const orderId = order.id;
      const reserved = await vouchers.reserve(voucherInput, (locked) =>
        orders.setVoucherStatement(orderId, locked.voucherId, locked.code),
      );
      if (reserved.discount !== quote.discount) throw new AppError('CART_CHANGED');
      order = { ...order, voucherId: reserved.voucherId, voucherCode: reserved.code };
    }
    if (free) {
      await grantEntitlements(tx, {
        userId,
        orderId: order.id,
        items: lines.map(({ itemType, itemId }) => ({ itemType, itemId })),
      });
      await admitStudyRoomBuyer(tx, order, lines, now);
      await confirmHeldSlots(tx, order.id);
      await publishOrderPaid(ctx, tx, order);
    }
    return { order, lines: snapshots };
  }

  /**
   * Opens a payment attempt for a pending order at its gateway (outside any transaction: the gateway is slow and
   * may fail) and records it. A gateway failure leaves the order pending: `PAYMENT_GATEWAY_UNAVAILABLE`.
   */
  async function openPayment(order: OrderRow, buyer: Buyer, lines: PaymentLine[]) {
    const provider = ctx.payments.byName(order.provider);
    const refusal = () =>
      new AppError('PAYMENT_GATEWAY_UNAVAILABLE', undefined, {
        orderId: order.id,
        orderNumber: order.number,
      });
    if (!provider) throw refusal();
    const items: CreatePaymentInput['items'] = lines.map((line) => ({
      id: `${line.itemType}-${line.itemId}`.slice(0, 50),
      name: line.title.slice(0, 50),
      price: line.price,
      quantity: 1,
    }));
    if (order.discount > 0) {
      items.push({
        id: 'voucher',
        name: `Voucher ${order.voucherCode ?? ''}`.trim(),
        price: -order.discount,
        quantity: 1,
      });
    }
    let created;
    try {
      created = await provider.createPayment({
        orderNumber: order.number,
        grossAmount: order.total,
        expiresAt: order.expiresAt,
        customer: { name: buyer.name, email: buyer.email, phone: buyer.phone ?? null },
        items,
        finishUrl: orderPageUrl(config, order.id),
      });
    } catch (error) {
      ctx.log.warn(
        { err: error, order: order.number, provider: provider.name },
        'payment could not be opened',
      );
      throw refusal();
    }
    // The gateway has a transaction for this order number now: recording it outlasts a short database outage
    // (a repeated insert only adds an attempt with the same redirect), or "pay again" would have nothing to answer.
    const recorded = await retryWhileDatabaseUnavailable(() =>
      ordersRepositoryFor(db).insertPaymentIfPending({
        orderId: order.id,
        provider: provider.name,
        providerReference: created.reference,
        redirectUrl: created.redirectUrl,
        grossAmount: order.total,
      }),
    );
    if (!recorded) throw new AppError('ORDER_NOT_PENDING');
    return { provider: provider.name, redirectUrl: created.redirectUrl };
  }

  /** Refuses a cart with an item that already waits for payment in another of the user's orders. */
  function refuseItemsAwaitingPayment(lines: (CartLine & { row: PendingHolder | null })[]) {
    const clash = lines.find((line) => line.row !== null);
    if (!clash?.row) return;
    const order = clash.row;
    throw new AppError(
      'ORDER_ITEM_PENDING',
      `${clash.title} sudah ada di pesanan ${order.number} yang menunggu pembayaran. Bayar atau batalkan pesanan itu dulu.`,
      { ...itemOf(clash), orderId: order.orderId, orderNumber: order.number },
    );
  }

  return {
    /** `POST /checkout`. */
    async checkout(buyer: Buyer, body: CheckoutRequest): Promise<CheckoutResponse['data']> {
      const now = clock();
      const { order, lines } = await retryOnConflict(() =>
        inTransaction(db, (tx) => placeOrder(tx, buyer, body, now)),
      );
      if (order.status === 'paid') {
        return {
          order: toCheckoutOrder(order),
          payment: { provider: order.provider, redirectUrl: orderPageUrl(config, order.id) },
        };
      }
      return { order: toCheckoutOrder(order), payment: await openPayment(order, buyer, lines) };
    },

    /** `POST /transaksi/{id}/bayar`: the current attempt's redirect, or a new attempt when none could be opened. */
    async payAgain(buyer: Buyer, orderId: string): Promise<OrderPayAgainResponse['data']> {
      const now = clock();
      const order = await inTransaction(db, async (tx) => {
        const locked = await ordersRepositoryFor(tx).lockById(orderId);
        if (!locked || locked.userId !== buyer.id)
          throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
        return expireIfOverdue(tx, locked, now);
      });
      if (order.status === 'expired') throw new AppError('ORDER_EXPIRED');
      if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
      const orders = ordersRepositoryFor(db);
      const current = (await orders.latestPaymentsOf([order.id])).get(order.id);
      const payment = current
        ? { provider: current.provider, redirectUrl: current.redirectUrl }
        : await openPayment(order, buyer, await orders.linesOf([order.id]));
      return { order: toCheckoutOrder(order), payment };
    },
  };
}
