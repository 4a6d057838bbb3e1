import { z } from 'zod';
import { dataOf, listOf, paginationQuerySchema } from './common';
import { bookingSlotSchema } from './bimble-booking';
import {
  type OrderStatus,
  orderStatuses,
  orderStatusSchema,
  paymentProviderNameSchema,
  purchasableItemTypeSchema,
} from './commerce';

/**
 * `POST /api/checkout`: turns the signed-in student's cart into an order. Prices, totals and lines always come from
 * the server; the only thing a client may say is which voucher to use (unknown fields are refused).
 */
export const checkoutRequestSchema = z
  .strictObject({
    voucherCode: z.string().trim().min(1).max(40).optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Where the buyer goes to pay (a gateway page, or the simulator page of the app). */
export const orderPaymentLinkSchema = z
  .object({
    provider: paymentProviderNameSchema,
    redirectUrl: z.string(),
  })
  .meta({ id: 'OrderPaymentLink' });
export type OrderPaymentLink = z.infer<typeof orderPaymentLinkSchema>;

/** The order part of the checkout answer. */
export const checkoutOrderSchema = z
  .object({
    id: z.uuid(),
    /** What the buyer (and the gateway, as `order_id`) knows the order by, e.g. `SCL-20261121-7KQ4XZ`. */
    number: z.string(),
    status: orderStatusSchema,
    /** Integer rupiah. `total = subtotal - discount`. */
    subtotal: z.number().int().min(0),
    discount: z.number().int().min(0),
    total: z.number().int().min(0),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/**
 * `POST /api/checkout` answer. A free (0 rupiah) order is paid at once (`status: 'paid'`); its `redirectUrl` is then
 * the order's own page in the app.
 */
export const checkoutResponseSchema = dataOf(
  z.object({
    order: checkoutOrderSchema,
    payment: orderPaymentLinkSchema,
  }),
).meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** One line of an order: a snapshot of the item as it was bought. */
export const orderLineSchema = z
  .object({
    itemType: purchasableItemTypeSchema,
    itemId: z.uuid(),
    title: z.string(),
    tutorId: z.uuid().nullable(),
    tutorName: z.string(),
    /** Integer rupiah before the voucher. */
    price: z.number().int().min(0),
    /** This line's share of the voucher discount. */
    discount: z.number().int().min(0),
    /** A bimble slot line: the slot as booked (UTC); null for every other line. */
    slot: bookingSlotSchema.nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The latest payment attempt of an order. */
export const orderPaymentSchema = z
  .object({
    provider: paymentProviderNameSchema,
    /** Null when the attempt could not be opened at the gateway (pay again to retry). */
    redirectUrl: z.string().nullable(),
    /** The gateway's last known status (`pending`, `settlement`, `expire`, …). */
    providerStatus: z.string(),
    /** e.g. `bank_transfer`, `gopay`, `qris`, once the gateway says. */
    paymentType: z.string().nullable(),
    attempt: z.number().int().min(1),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** `GET /api/transaksi` item. */
export const orderSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: orderStatusSchema,
    subtotal: z.number().int().min(0),
    discount: z.number().int().min(0),
    total: z.number().int().min(0),
    voucherCode: z.string().nullable(),
    provider: paymentProviderNameSchema,
    /** Lines in the order they were bought. */
    lines: z.array(orderLineSchema),
    expiresAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    /** When it became expired, cancelled or failed (or was refunded). */
    closedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `GET /api/transaksi/{id}`: the summary plus the latest payment attempt. */
export const orderDetailSchema = orderSummarySchema
  .extend({
    payment: orderPaymentSchema.nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderResponseSchema = dataOf(orderDetailSchema).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * `?status=paid,refunded`: one or more order statuses, comma-separated (each must be a known status; repeats are
 * dropped). Parsed into the list of statuses.
 */
export const orderStatusFilterSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform((value, ctx): OrderStatus[] => {
    const statuses: OrderStatus[] = [];
    for (const part of value.split(',')) {
      const parsed = orderStatusSchema.safeParse(part.trim());
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `Status tidak dikenal: ${part.trim().slice(0, 30)}. Pilihan: ${orderStatuses.join(', ')}.`,
        });
        return z.NEVER;
      }
      if (!statuses.includes(parsed.data)) statuses.push(parsed.data);
    }
    return statuses;
  });

/** `GET /api/transaksi`: the student's own orders, newest first, optionally of some statuses (`?status=paid,refunded`). */
export const orderListQuerySchema = paginationQuerySchema.extend({
  status: orderStatusFilterSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderListSchema = listOf(orderSummarySchema).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;

/** `POST /api/transaksi/{id}/batal` answers the cancelled order (`OrderResponse`). */
export const orderCancelResponseSchema = orderResponseSchema;

/** `POST /api/transaksi/{id}/bayar`: where to pay the pending order now. */
export const orderPayAgainResponseSchema = dataOf(
  z.object({ order: checkoutOrderSchema, payment: orderPaymentLinkSchema }),
).meta({ id: 'OrderPayAgainResponse' });
export type OrderPayAgainResponse = z.infer<typeof orderPayAgainResponseSchema>;

/** `POST /api/pembayaran/simulator/{number}`: the simulator page's choice. Answers the order (`OrderResponse`). */
export const simulatorActions = ['pay', 'fail'] as const;
export const simulatorActionRequestSchema = z
  .strictObject({ result: z.enum(simulatorActions) })
  .meta({ id: 'SimulatorActionRequest' });
export type SimulatorActionRequest = z.infer<typeof simulatorActionRequestSchema>;
/**
 * `{number}` of `POST /api/pembayaran/simulator/{number}` and of `GET /api/transaksi/nomor/{number}` (the signed-in
 * buyer's order with that number, `OrderResponse`; someone else's answers 404).
 */
export const orderNumberParamsSchema = z.strictObject({
  number: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Z0-9-]+$/),
});
export const paymentProviderParamsSchema = z.strictObject({ provider: paymentProviderNameSchema });

/** `GET /api/pembayaran/metode`: how the app takes payments now (public; the checkout page names it). */
export const paymentMethodSchema = z
  .object({ provider: paymentProviderNameSchema })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodResponseSchema = dataOf(paymentMethodSchema).meta({ id: 'PaymentMethodResponse' });
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;
