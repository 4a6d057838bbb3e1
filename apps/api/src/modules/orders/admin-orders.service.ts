import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderSummary,
  OrderPayment,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AdminOrderRow, createAdminOrdersRepository } from './admin-orders.repository';
import { createOrdersRepository } from './orders.repository';
import type { PaymentRow } from './orders.tables';
import { createRefundsRepository } from './refunds.repository';

const toSummary = (row: AdminOrderRow): AdminOrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  subtotal: row.subtotal,
  discount: row.discount,
  total: row.total,
  voucherCode: row.voucherCode,
  provider: row.provider,
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  buyer: { id: row.userId, name: row.buyer?.name ?? '', email: row.buyer?.email ?? '' },
  lineCount: row.lineCount,
});

const toPayment = (row: PaymentRow): OrderPayment => ({
  provider: row.provider,
  redirectUrl: row.redirectUrl === '' ? null : row.redirectUrl,
  providerStatus: row.providerStatus,
  paymentType: row.paymentType,
  attempt: row.attempt,
});

/** Every buyer's orders as the admin console reads them (a list, and one order with its refunds). */
export function createAdminOrdersService(db: Database) {
  const admin = createAdminOrdersRepository(db);
  const orders = createOrdersRepository(db);
  const refunds = createRefundsRepository(db);
  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const { rows, total } = await admin.list({
        ...(query.q ? { q: query.q } : {}),
        ...(query.status ? { statuses: query.status } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { data: rows.map(toSummary), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    async detail(id: string): Promise<AdminOrderDetail> {
      const row = await admin.find(id);
      if (!row) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.');
      const [lines, payments, orderRefunds] = await Promise.all([
        orders.linesOf([id]),
        orders.latestPaymentsOf([id]),
        refunds.ofOrder(id),
      ]);
      const refundOf = new Map(
        orderRefunds.flatMap((refund) => refund.lineIds.map((lineId) => [lineId, refund.id])),
      );
      const payment = payments.get(id);
      const refundable = ['paid', 'partially_refunded'].includes(row.status)
        ? lines
            .filter((line) => !refundOf.has(line.id))
            .reduce((sum, line) => sum + line.price - line.discount, 0)
        : 0;
      return {
        ...toSummary(row),
        lines: lines.map((line) => ({
          id: line.id,
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
          refundId: refundOf.get(line.id) ?? null,
        })),
        payment: payment ? toPayment(payment) : null,
        refunds: orderRefunds.map((refund) => ({
          id: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          lineIds: refund.lineIds,
          gatewayStatus: refund.gatewayStatus,
          actorEmail: refund.actorEmail,
          createdAt: refund.createdAt.toISOString(),
        })),
        refundable,
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
