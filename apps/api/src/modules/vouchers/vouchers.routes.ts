import {
  type AvailableVoucher,
  availableVoucherListQuerySchema,
  availableVoucherListSchema,
  errorBodySchema,
  voucherCheckBodySchema,
  voucherPreviewResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../users';
import type { QuoteLine } from './vouchers.rules';
import type { AvailableVoucherRow, VoucherService } from './vouchers.service';

const tags = ['Voucher'];
const security = [{ accessToken: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema };

function toAvailableVoucher(entry: AvailableVoucherRow): AvailableVoucher {
  const { row } = entry;
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    funder: row.funder,
    funderTutorId: row.funderTutorId,
    funderTutorName: entry.funderTutorName,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    scope: row.scope,
    scopeItemTypes: row.scope === 'item_types' ? row.scopeItemTypes : [],
    scopeTutorId: row.scope === 'tutor' ? row.scopeTutorId : null,
    scopeTutorName: row.scope === 'tutor' ? entry.scopeTutorName : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    quotaLeft: row.totalQuota === null ? null : Math.max(0, row.totalQuota - row.usedCount),
    userUsesLeft: row.perUserLimit === null ? null : Math.max(0, row.perUserLimit - entry.userUses),
    applicable: entry.applicable,
    reason: entry.reason,
    discount: entry.discount,
  };
}

/** Vouchers for the signed-in student: `POST /voucher/cek` (preview on the cart), `GET /voucher` (usable ones). */
export interface VouchersRoutesOptions {
  service: VoucherService;
  /** The student's cart's buyable lines, as the voucher rules see them (the cart is another module's). */
  buyableLines: (userId: string) => Promise<QuoteLine[]>;
}

export const vouchersRoutes: FastifyPluginCallback<VouchersRoutesOptions> = (
  fastify,
  { service, buyableLines },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireScope('student');

  app.post(
    '/voucher/cek',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Preview a voucher on the cart: the discount, its split over the lines, the total',
        body: voucherCheckBodySchema,
        response: {
          200: voucherPreviewResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const lines = await buyableLines(userId);
      if (lines.length === 0) throw new AppError('CART_EMPTY');
      const quote = await service.quote({ code: request.body.code, userId, lines, now: app.clock() });
      const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
      return {
        data: {
          code: quote.code,
          title: quote.title,
          discount: quote.discount,
          subtotal,
          total: subtotal - quote.discount,
          lineDiscounts: quote.lineDiscounts,
        },
      };
    },
  );

  app.get(
    '/voucher',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Vouchers the student can use now, soonest ending first, and whether each fits the cart',
        querystring: availableVoucherListQuerySchema,
        response: { 200: availableVoucherListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { page, pageSize } = request.query;
      const lines = await buyableLines(userId);
      const { items, total } = await service.available({
        userId,
        now: app.clock(),
        lines,
        page,
        pageSize,
      });
      return { data: items.map(toAvailableVoucher), meta: { page, pageSize, total } };
    },
  );

  done();
};
