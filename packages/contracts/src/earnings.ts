import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';

/** The smallest payout a tutor may request, integer rupiah. */
export const MINIMUM_PAYOUT = 50_000;
/** The largest single payout request, integer rupiah (a typo guard: 1 billion). */
export const MAXIMUM_PAYOUT = 1_000_000_000;

/**
 * `GET /api/tutor/pendapatan`: the signed-in tutor's balances, each the sum of ledger entries (ADR 0035).
 * `available` can be requested as a payout (less `owed`), `pending` belongs to classes whose first session has not
 * started, `reserved` is held by payout requests not decided yet, `owed` is what refunds took beyond the available
 * balance (settled from the next earnings), `paidOut` every payout transferred so far.
 */
export const earningsBalanceSchema = z
  .object({
    available: z.number().int().min(0),
    pending: z.number().int().min(0),
    reserved: z.number().int().min(0),
    owed: z.number().int().min(0),
    paidOut: z.number().int().min(0),
    /** What a payout request may take now: `available - owed`, never below 0. */
    withdrawable: z.number().int().min(0),
    minimumPayout: z.number().int(),
    /** The platform fee taken from each sale, in percent. */
    platformFeePercent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'EarningsBalance' });
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;
export const earningsBalanceResponseSchema = dataOf(earningsBalanceSchema).meta({
  id: 'EarningsBalanceResponse',
});

export const earningsEntryKinds = ['sale', 'refund', 'payout_request', 'payout_rejected'] as const;
export type EarningsEntryKind = (typeof earningsEntryKinds)[number];

/**
 * A movement of the tutor's earnings, newest first: a sale (credit net of voucher share and platform fee), a refund
 * (debit), a payout request (the amount leaves the balance for the reserve) or a rejected payout (it comes back).
 */
export const earningsEntrySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(earningsEntryKinds),
    occurredAt: z.iso.datetime(),
    /** Signed integer rupiah: what the movement did to the tutor's balance (available, pending and owed). */
    amount: z.number().int(),
    /** Sales of a class not started yet: when the credit becomes available; null once available. */
    pendingUntil: z.iso.datetime().nullable(),
    orderNumber: z.string().nullable(),
    itemTitle: z.string().nullable(),
    /** Sales: the line's price before the voucher, the voucher share and the platform fee (integer rupiah). */
    grossAmount: z.number().int().nullable(),
    discount: z.number().int().nullable(),
    platformFee: z.number().int().nullable(),
    payoutId: z.uuid().nullable(),
  })
  .meta({ id: 'EarningsEntry' });
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;
export const earningsHistorySchema = listOf(earningsEntrySchema).meta({ id: 'EarningsHistory' });
export type EarningsHistory = z.infer<typeof earningsHistorySchema>;

export const earningsHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type EarningsHistoryQuery = z.infer<typeof earningsHistoryQuerySchema>;

export const payoutStatuses = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A payout as its tutor sees it. */
export const payoutSchema = z
  .object({
    id: z.uuid(),
    amount: z.number().int(),
    status: z.enum(payoutStatuses),
    bankName: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    requestedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    transferReference: z.string().nullable(),
    rejectReason: z.string().nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = listOf(payoutSchema).meta({ id: 'PayoutList' });
export type PayoutList = z.infer<typeof payoutListSchema>;
export const payoutResponseSchema = dataOf(payoutSchema).meta({ id: 'PayoutResponse' });

export const payoutListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(payoutStatuses).optional(),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

/** `POST /api/tutor/pencairan`: reserves `amount` of the available balance until an admin decides. */
export const payoutRequestSchema = z
  .strictObject({
    amount: z
      .number()
      .int('Jumlah harus bilangan bulat rupiah.')
      .min(MINIMUM_PAYOUT, 'Pencairan minimal Rp50.000.')
      .max(MAXIMUM_PAYOUT, 'Jumlah pencairan terlalu besar.'),
    bankName: z.string().trim().min(2, 'Nama bank minimal 2 karakter.').max(60),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{6,20}$/, 'Nomor rekening berisi 6–20 angka.'),
    accountHolder: z.string().trim().min(3, 'Nama pemilik rekening minimal 3 karakter.').max(100),
  })
  .meta({ id: 'PayoutRequest' });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** A payout in the admin's queue: the tutor's name and e-mail as they were when it was requested. */
export const adminPayoutSchema = payoutSchema
  .extend({
    tutor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminPayout' });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = listOf(adminPayoutSchema).meta({ id: 'AdminPayoutList' });
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;
export const adminPayoutResponseSchema = dataOf(adminPayoutSchema).meta({ id: 'AdminPayoutResponse' });

/**
 * `GET /api/admin/pencairan`: the payout queue, oldest request first while `status` is `requested` (the default
 * filter of the page), newest first otherwise. `tutor` is a tutor's id, `q` part of a tutor's name or e-mail.
 */
export const adminPayoutListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  status: z.enum(payoutStatuses).optional(),
  tutor: z.uuid().optional(),
  q: z.string().trim().min(1).max(120).optional(),
});
export type AdminPayoutListQuery = z.infer<typeof adminPayoutListQuerySchema>;

/** `POST /api/admin/pencairan/{id}/keputusan`: transferred (with the bank's reference) or rejected (with a reason). */
export const payoutDecisionSchema = z
  .discriminatedUnion('decision', [
    z.strictObject({
      decision: z.literal('paid'),
      transferReference: z
        .string()
        .trim()
        .min(3, 'Referensi transfer minimal 3 karakter.')
        .max(100, 'Referensi transfer maksimal 100 karakter.'),
    }),
    z.strictObject({
      decision: z.literal('rejected'),
      reason: z
        .string()
        .trim()
        .min(5, 'Alasan penolakan minimal 5 karakter.')
        .max(500, 'Alasan penolakan maksimal 500 karakter.'),
    }),
  ])
  .meta({ id: 'PayoutDecision' });
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;

/** Earnings of a tutor on one day of their time zone (`YYYY-MM-DD`): sales less refunds, integer rupiah. */
export const dailyEarningsSchema = z.object({ date: z.string(), amount: z.number().int() });
export type DailyEarnings = z.infer<typeof dailyEarningsSchema>;
