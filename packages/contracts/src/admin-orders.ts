import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { orderStatusFilterSchema, orderLineSchema, orderPaymentSchema, orderSummarySchema } from './orders';

/**
 * `GET /api/admin/transaksi`: every buyer's orders, newest first. `q` finds an order number (prefix) or a buyer's
 * e-mail (part of it); `status` as in `/api/transaksi` (`paid,partially_refunded`).
 */
export const adminOrderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  q: z.string().trim().min(1).max(120).optional(),
  status: orderStatusFilterSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The buyer as the admin sees them on an order. */
export const adminOrderBuyerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** `GET /api/admin/transaksi` item: the order summary and its buyer. */
export const adminOrderSummarySchema = orderSummarySchema
  .omit({ lines: true })
  .extend({ buyer: adminOrderBuyerSchema, lineCount: z.number().int().min(0) })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListSchema = listOf(adminOrderSummarySchema).meta({ id: 'AdminOrderList' });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** A line of an order in the admin's view: its id (what a refund names) and the refund that took it back, if any. */
export const adminOrderLineSchema = orderLineSchema
  .extend({ id: z.uuid(), refundId: z.uuid().nullable() })
  .meta({ id: 'AdminOrderLine' });
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

/** Where the gateway's side of a refund stands: asked after the refund is recorded, retried until it answers. */
export const refundGatewayStatuses = ['pending', 'done', 'failed'] as const;

/** One refund of an order: its lines, amount (integer rupiah, what those lines were paid net of the voucher). */
export const orderRefundSchema = z
  .object({
    id: z.uuid(),
    amount: z.number().int().min(0),
    reason: z.string(),
    lineIds: z.array(z.uuid()),
    gatewayStatus: z.enum(refundGatewayStatuses),
    actorEmail: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** `GET /api/admin/transaksi/{id}`: the order, its buyer, lines with their refunds, payment and refunds. */
export const adminOrderDetailSchema = adminOrderSummarySchema
  .extend({
    lines: z.array(adminOrderLineSchema),
    payment: orderPaymentSchema.nullable(),
    refunds: z.array(orderRefundSchema),
    /** Integer rupiah not refunded yet. */
    refundable: z.number().int().min(0),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderResponseSchema = dataOf(adminOrderDetailSchema).meta({ id: 'AdminOrderResponse' });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/**
 * `POST /api/admin/transaksi/{id}/refund`: refunds the chosen lines (all not yet refunded when `lineIds` is left
 * out) of a paid order. `idempotencyKey` is made once per admin action (the dialog): sending it again answers the
 * same refund, so a double click refunds once. Answers the order (`AdminOrderResponse`).
 */
export const orderRefundRequestSchema = z
  .strictObject({
    lineIds: z.array(z.uuid()).min(1).max(100).optional(),
    reason: z
      .string()
      .trim()
      .min(5, 'Alasan pengembalian dana minimal 5 karakter.')
      .max(500, 'Alasan pengembalian dana maksimal 500 karakter.'),
    idempotencyKey: z.uuid(),
  })
  .meta({ id: 'OrderRefundRequest' });
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;
