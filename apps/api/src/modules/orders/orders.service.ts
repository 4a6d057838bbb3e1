import { randomInt } from 'node:crypto';
import type {
  CheckoutOrder,
  OrderDetail,
  OrderList,
  OrderListQuery,
  OrderPayment,
  OrderSummary,
} from '@scola/contracts';
import { AppError } from '../../lib/app-error';
import type { OrdersRepository } from './orders.repository';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.tables';

/** Crockford-like alphabet without look-alikes (0/O, 1/I/L) so a number read aloud or typed survives. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const NUMBER_SUFFIX_LENGTH = 6;
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * A new order number, `SCL-<Jakarta date>-<6 random characters>` (e.g. `SCL-20261121-7KQ4XZ`): readable, and with
 * ~887 million possibilities per day not guessable by walking through numbers. Uniqueness is the table's key.
 */
export function newOrderNumber(now: Date): string {
  const day = new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < NUMBER_SUFFIX_LENGTH; i += 1)
    suffix += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `SCL-${day}-${suffix}`;
}

export const toCheckoutOrder = (row: OrderRow): CheckoutOrder => ({
  id: row.id,
  number: row.number,
  status: row.status,
  subtotal: row.subtotal,
  discount: row.discount,
  total: row.total,
  expiresAt: row.expiresAt.toISOString(),
});

const toSummary = (row: OrderRow, lines: OrderLineRow[]): OrderSummary => ({
  ...toCheckoutOrder(row),
  voucherCode: row.voucherCode,
  provider: row.provider,
  lines: lines.map((line) => ({
    itemType: line.itemType,
    itemId: line.itemId,
    title: line.title,
    tutorId: line.tutorId,
    tutorName: line.tutorName,
    price: line.price,
    discount: line.discount,
    slot:
      line.slotStartsAt && line.slotEndsAt
        ? { startsAt: line.slotStartsAt.toISOString(), endsAt: line.slotEndsAt.toISOString() }
        : null,
  })),
  paidAt: row.paidAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const toPayment = (row: PaymentRow): OrderPayment => ({
  provider: row.provider,
  redirectUrl: row.redirectUrl === '' ? null : row.redirectUrl,
  providerStatus: row.providerStatus,
  paymentType: row.paymentType,
  attempt: row.attempt,
});

function groupLines(lines: OrderLineRow[]): Map<string, OrderLineRow[]> {
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Reading orders for their buyer (state changes live in the checkout and settlement workflows). */
export function createOrdersService(repository: OrdersRepository) {
  return {
    /** The user's orders, newest first (three queries whatever the page size). */
    async list(userId: string, query: OrderListQuery): Promise<OrderList> {
      const { rows, total } = await repository.listByUser(userId, query.status, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const lines = groupLines(await repository.linesOf(rows.map((row) => row.id)));
      return {
        data: rows.map((row) => toSummary(row, lines.get(row.id) ?? [])),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /** The user's order with this number; someone else's (or none) is `NOT_FOUND`. */
    async ownedByNumber(userId: string, number: string): Promise<OrderRow> {
      const row = await repository.findByNumber(number);
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
      return row;
    },

    /** One of the user's orders; someone else's (or none) is `NOT_FOUND`. */
    async detail(userId: string, orderId: string): Promise<OrderDetail> {
      const row = await repository.findById(orderId);
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
      return this.detailOf(row);
    },

    async detailOf(row: OrderRow): Promise<OrderDetail> {
      const [lines, payments] = await Promise.all([
        repository.linesOf([row.id]),
        repository.latestPaymentsOf([row.id]),
      ]);
      const payment = payments.get(row.id);
      return {
        ...toSummary(row, lines),
        payment: payment ? toPayment(payment) : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
