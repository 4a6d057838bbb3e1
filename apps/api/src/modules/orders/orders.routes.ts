import {
  type CheckoutRequest,
  type CheckoutResponse,
  checkoutRequestSchema,
  checkoutResponseSchema,
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  type OrderDetail,
  type OrderList,
  type OrderListQuery,
  orderListQuerySchema,
  orderListSchema,
  orderNumberParamsSchema,
  type OrderPayAgainResponse,
  orderPayAgainResponseSchema,
  orderResponseSchema,
  paymentMethodResponseSchema,
  type PaymentProviderName,
  paymentProviderParamsSchema,
  type SimulatorActionRequest,
  simulatorActionRequestSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, type UserRow } from '../users';

/** The signed-in buyer as the workflows need them (the gateway gets their name, e-mail and phone). */
export type OrderBuyer = Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>;

/** What the routes ask of the checkout and settlement workflows (wired in `workflows/`). */
export interface OrderActions {
  checkout(buyer: OrderBuyer, body: CheckoutRequest): Promise<CheckoutResponse['data']>;
  list(userId: string, query: OrderListQuery): Promise<OrderList>;
  detail(userId: string, orderId: string): Promise<OrderDetail>;
  /** The buyer's order by its number (the simulator page knows only the number). */
  byNumber(userId: string, orderNumber: string): Promise<OrderDetail>;
  cancel(userId: string, orderId: string): Promise<OrderDetail>;
  payAgain(buyer: OrderBuyer, orderId: string): Promise<OrderPayAgainResponse['data']>;
  /**
   * Verifies a gateway notification, confirms it with the gateway and applies what the gateway says; throws the
   * refusal. `source`: the client's IP, whose refusals are counted.
   */
  notify(provider: PaymentProviderName, body: unknown, source: string): Promise<void>;
  simulate(userId: string, orderNumber: string, action: SimulatorActionRequest): Promise<OrderDetail>;
}

const security = [{ accessToken: [] }];

/** Largest payment notification body accepted: a gateway's are about 1 KB (413 beyond). */
export const NOTIFICATION_BODY_LIMIT_BYTES = 64 * 1024;
const guarded = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * `POST /checkout`, the buyer's orders (`/transaksi…`), payment notifications (`/pembayaran/notifikasi/{provider}`)
 * and the simulator page's action (`/pembayaran/simulator/{number}`).
 */
export const ordersRoutes: FastifyPluginCallback<{
  actions: OrderActions;
  /** The provider new orders are paid with (`app.payments.active.name`). */
  activeProvider: () => PaymentProviderName;
}> = (fastify, { actions, activeProvider }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/checkout',
    {
      onRequest: app.requireScope('student'),
      schema: {
        tags: ['Transaksi'],
        security,
        summary: 'Turn the cart into an order (prices and totals from the server) and open its payment',
        body: checkoutRequestSchema,
        response: {
          201: checkoutResponseSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await actions.checkout(currentUser(request).account, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/transaksi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Transaksi'],
        security,
        summary: 'The signed-in user’s orders, newest first (?status=)',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    (request) => actions.list(currentUser(request).id, request.query),
  );

  app.get(
    '/transaksi/nomor/:number',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Transaksi'],
        security,
        summary: 'One of the signed-in user’s orders by its number (someone else’s answers 404)',
        params: orderNumberParamsSchema,
        response: { 200: orderResponseSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await actions.byNumber(currentUser(request).id, request.params.number) }),
  );

  app.get(
    '/pembayaran/metode',
    {
      schema: {
        tags: ['Pembayaran'],
        summary: 'How the app takes payments now: the active payment provider (public)',
        response: { 200: paymentMethodResponseSchema },
      },
    },
    () => ({ data: { provider: activeProvider() } }),
  );

  app.get(
    '/transaksi/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Transaksi'],
        security,
        summary: 'One of the signed-in user’s orders, with its lines and latest payment',
        params: idParamsSchema,
        response: { 200: orderResponseSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await actions.detail(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/transaksi/:id/batal',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Transaksi'],
        security,
        summary:
          'Cancel a pending order (gives back its voucher use and seats); a cancelled one is answered as it is',
        params: idParamsSchema,
        response: {
          200: orderResponseSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await actions.cancel(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/transaksi/:id/bayar',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Transaksi'],
        security,
        summary: 'Pay a pending order again: where to pay now',
        params: idParamsSchema,
        response: {
          200: orderPayAgainResponseSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await actions.payAgain(currentUser(request).account, request.params.id) }),
  );

  app.post(
    '/pembayaran/notifikasi/:provider',
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['Pembayaran'],
        summary:
          'Payment notification of a gateway (Midtrans format; verified by its signature, then confirmed with the gateway)',
        params: paymentProviderParamsSchema,
        response: {
          200: okResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await actions.notify(request.params.provider, request.body, request.ip);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/pembayaran/simulator/:number',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Pembayaran'],
        security,
        summary: 'The payment simulator page’s choice for the signed-in buyer’s order: pay or fail',
        params: orderNumberParamsSchema,
        body: simulatorActionRequestSchema,
        response: {
          200: orderResponseSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await actions.simulate(currentUser(request).id, request.params.number, request.body),
    }),
  );

  done();
};
