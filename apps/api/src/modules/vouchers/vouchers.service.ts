import type { ErrorDetails, PurchasableItemType, VoucherRefusalCode } from '@scola/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createVouchersRepository, type VoucherLookups } from './vouchers.repository';
import { applyToLines, evaluateVoucher, type QuoteLine, type VoucherRules } from './vouchers.rules';
import type { VoucherRow } from './vouchers.tables';

export interface VoucherQuoteInput {
  /** As typed; trimmed and upper-cased here. */
  code: string;
  userId: string;
  /** The lines the order will have (the cart's buyable lines), with the prices the buyer pays now. */
  lines: readonly QuoteLine[];
  now: Date;
}

/**
 * What a voucher does for an order. `lineDiscounts` lists the eligible lines only (in input order), their discounts
 * adding up to `discount` exactly; every other line gets 0.
 */
export interface VoucherQuote {
  voucherId: string;
  code: string;
  title: string;
  discount: number;
  lineDiscounts: { itemType: PurchasableItemType; itemId: string; discount: number }[];
}

export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** The rules' view of a voucher row and its listed items. */
function rulesOf(row: VoucherRow, itemKeys: ReadonlySet<string>): VoucherRules {
  return { ...row, itemKeys };
}

function refuse(code: VoucherRefusalCode, details?: ErrorDetails<VoucherRefusalCode>): never {
  throw new AppError(code, undefined, details);
}

/** A voucher the student can use now, with how it fits the given lines. */
export interface AvailableVoucherRow {
  row: VoucherRow;
  funderTutorName: string | null;
  scopeTutorName: string | null;
  userUses: number;
  applicable: boolean;
  reason: 'VOUCHER_NOT_APPLICABLE' | 'VOUCHER_MINIMUM_NOT_MET' | 'CART_EMPTY' | null;
  discount: number;
}

/** The voucher service over a database or a transaction (the checkout creates it for its `tx`). */
export function createVoucherService(db: Database, lookups: VoucherLookups) {
  const repository = createVouchersRepository(db, lookups);

  async function quoteWith(input: VoucherQuoteInput, lock: boolean): Promise<VoucherQuote> {
    const row = await repository.findByCode(normaliseVoucherCode(input.code), lock);
    if (!row) refuse('VOUCHER_NOT_FOUND');
    // Counted after the row lock: a concurrent reservation of the same voucher has committed its order by now.
    const userUses = row.perUserLimit === null ? 0 : await repository.usesOf(row.id, input.userId);
    const itemKeys =
      row.scope === 'items' ? await repository.itemKeysOf([row.id]) : new Map<string, Set<string>>();
    const outcome = evaluateVoucher(rulesOf(row, itemKeys.get(row.id) ?? new Set()), {
      now: input.now,
      userUses,
      lines: input.lines,
    });
    if (!outcome.ok) refuse(outcome.code, outcome.details);
    return {
      voucherId: row.id,
      code: row.code,
      title: row.title,
      discount: outcome.discount,
      lineDiscounts: outcome.lineDiscounts,
    };
  }

  return {
    /** Every rule checked without a lock (a preview): the quote, or an `AppError` with the refusal code. */
    quote(input: VoucherQuoteInput): Promise<VoucherQuote> {
      return quoteWith(input, false);
    },

    /**
     * Reserves one use of the voucher for an order being created. Contract for the checkout workflow: create the
     * service for the checkout transaction's `tx`, then insert the order row carrying `voucher_id` (status `pending`)
     * in that same transaction before it commits. `reserve` locks the voucher row (`select … for update`) until the
     * commit, re-checks every rule — the quota against `used_count`, the per-user limit by counting the student's
     * pending, paid and refunded orders carrying it (counted after the lock, so it sees the order of a concurrent
     * reservation that committed while this one waited) — and increments `used_count`. Refusals throw `AppError`
     * with the rule's code; the caller rolls back. Undo with `release` when the order expires, is cancelled or fails.
     */
    async reserve(
      input: VoucherQuoteInput,
      /** A statement of the caller's run with the use count's update (one round trip), e.g. attaching the order. */
      alongside?: (quote: VoucherQuote) => SQLWrapper,
    ): Promise<VoucherQuote> {
      const quote = await quoteWith(input, true);
      await repository.countUse(quote.voucherId, alongside?.(quote));
      return quote;
    },

    /** Gives back one use (a pending order carrying it expired, was cancelled or failed). */
    release(voucherId: string): Promise<void> {
      return repository.releaseUse(voucherId);
    },

    /**
     * The vouchers `userId` can use at `now` (active, in their window, quota left, under the per-user limit),
     * soonest ending first, each with whether it applies to `lines` (the cart's buyable lines).
     */
    async available(input: {
      userId: string;
      now: Date;
      lines: readonly QuoteLine[];
      page: number;
      pageSize: number;
    }): Promise<{ items: AvailableVoucherRow[]; total: number }> {
      const { rows, total } = await repository.available(input);
      const itemKeys = await repository.itemKeysOf(
        rows.filter(({ row }) => row.scope === 'items').map(({ row }) => row.id),
      );
      const items = rows.map((entry): AvailableVoucherRow => {
        const base = {
          row: entry.row,
          funderTutorName: entry.funderTutorName,
          scopeTutorName: entry.scopeTutorName,
          userUses: entry.userUses,
        };
        if (input.lines.length === 0)
          return { ...base, applicable: false, reason: 'CART_EMPTY', discount: 0 };
        const outcome = applyToLines(
          rulesOf(entry.row, itemKeys.get(entry.row.id) ?? new Set()),
          input.lines,
        );
        if (!outcome.ok) {
          const reason = outcome.code === 'VOUCHER_MINIMUM_NOT_MET' ? outcome.code : 'VOUCHER_NOT_APPLICABLE';
          return { ...base, applicable: false, reason, discount: 0 };
        }
        return { ...base, applicable: true, reason: null, discount: outcome.discount };
      });
      return { items, total };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
