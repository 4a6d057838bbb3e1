import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { type LedgerRepository, createLedgerRepository } from './ledger.repository';
import { type SaleSplit, splitRefund, splitSale } from './sale-split';

/** A paid order line of a tutor, as the payment settlement (or the backfill) hands it in. */
export interface SaleLine {
  orderId: string;
  orderNumber: string;
  lineId: string;
  title: string;
  tutorId: string;
  /** Before the voucher, integer rupiah. */
  price: number;
  /** The line's voucher share. */
  discount: number;
  /** The order's voucher is funded by the tutor. */
  tutorFunded: boolean;
  /** When the credit may be paid out: a class's first session; now (or earlier) for anything else. */
  availableAt: Date;
  /**
   * A tutor's share of a line sold with classes of several tutors (that tutor's id): the line is posted once per
   * share, each with its own key. Null for a line of one tutor.
   */
  share: string | null;
}

/** A refunded order line (the admin's refund, or the gateway's). */
export interface RefundLine {
  lineId: string;
  tutorId: string;
  /** Integer rupiah given back for the line. */
  amount: number;
  refundId: string | null;
  /** The share of the sale it takes back (`SaleLine.share`). */
  share: string | null;
}

/** The keys of a line's postings (of one tutor's share of it): each happens once. */
export const saleKey = (lineId: string, share: string | null = null) =>
  share ? `sale:${lineId}:${share}` : `sale:${lineId}`;
export const refundKey = (lineId: string, share: string | null = null) =>
  share ? `refund:${lineId}:${share}` : `refund:${lineId}`;

/** Which of these posting keys are in the ledger already (one query). */
export function postedLedgerKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  return createLedgerRepository(db).postedKeys(keys);
}

/** Each tutor's items, tutors in a fixed order so that two transactions lock them in the same order (no deadlock). */
function byTutor<T extends { tutorId: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.tutorId, [...(groups.get(item.tutorId) ?? []), item]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * `available_at` of a debit of the available balance (a payout's reservation, what a refund or a debt takes): the
 * epoch, so that every later reader counts it at once. A reader's "now" may be taken before the debit's (it waited
 * for the tutor's lock, or runs on another instance whose clock lags): with the debit's own time it would see it as
 * pending and the balance as larger than it is.
 */
export const DEBIT_AT = new Date(0);

/** Takes what the tutor owes (refunds beyond their balance) from their available balance, as far as it goes. */
export async function settleOwed(ledger: LedgerRepository, tutorId: string, now: Date): Promise<void> {
  const sums = await ledger.sums(tutorId, now);
  const settled = Math.min(sums.owed, sums.available);
  if (settled <= 0) return;
  await ledger.post({ key: `owed:${randomUUID()}`, kind: 'owed_settlement', tutorId, createdAt: now }, [
    { account: 'tutor_earnings', amount: -settled, availableAt: DEBIT_AT },
    { account: 'tutor_owed', amount: settled },
  ]);
}

/** The split a posted sale made, read back from its entries. */
function splitOf(entries: { kind: string; amount: number }[]): SaleSplit {
  const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
  return {
    clearing: -sum('platform_clearing'),
    platformDiscount: -sum('platform_discounts'),
    fee: sum('platform_fees'),
    tutorShare: sum('tutor_earnings'),
  };
}

/**
 * Postings of order money in the caller's transaction (the payment settlement, the refund, the backfill). Each line is
 * posted once whatever calls it again (the transaction's key), under the tutor's lock.
 */
export function ledgerPostingsFor(db: Database, feePercent: number) {
  const ledger = createLedgerRepository(db);

  return {
    /** Credits each line's tutor with its share (pending until `availableAt`), then settles what they owe. */
    async postSales(lines: readonly SaleLine[], now: Date): Promise<void> {
      for (const [tutorId, mine] of byTutor(lines.filter((line) => line.price > 0))) {
        await ledger.lockTutor(tutorId);
        for (const line of mine) {
          const split = splitSale(line, feePercent);
          const availableAt = line.availableAt > now ? line.availableAt : now;
          await ledger.post(
            {
              key: saleKey(line.lineId, line.share),
              kind: 'sale',
              tutorId,
              orderId: line.orderId,
              orderLineId: line.lineId,
              orderNumber: line.orderNumber,
              itemTitle: line.title,
              grossAmount: line.price,
              discount: line.discount,
              createdAt: now,
            },
            [
              { account: 'platform_clearing', amount: -split.clearing },
              { account: 'platform_discounts', amount: -split.platformDiscount },
              { account: 'platform_fees', amount: split.fee },
              { account: 'tutor_earnings', amount: split.tutorShare, availableAt },
            ],
          );
        }
        await settleOwed(ledger, tutorId, now);
      }
    },

    /**
     * Takes back each refunded line's part of its sale. A credit still pending is reversed where it stands; an
     * available one comes out of the available balance, and what the balance cannot cover becomes owed (the balance
     * never goes below zero).
     */
    async postRefunds(lines: readonly RefundLine[], now: Date): Promise<void> {
      for (const [tutorId, mine] of byTutor(lines)) {
        await ledger.lockTutor(tutorId);
        for (const line of mine) {
          const sale = await ledger.findByKey(saleKey(line.lineId, line.share));
          if (!sale) continue;
          const back = splitRefund(splitOf(sale.entries), line.amount);
          const credit = sale.entries.find((e) => e.kind === 'tutor_earnings');
          const tutorSide =
            credit && credit.availableAt > now
              ? [
                  {
                    account: 'tutor_earnings' as const,
                    amount: -back.tutorShare,
                    availableAt: credit.availableAt,
                  },
                ]
              : await fromAvailable(tutorId, back.tutorShare, now);
          const { transaction } = sale;
          await ledger.post(
            {
              key: refundKey(line.lineId, line.share),
              kind: 'refund',
              tutorId,
              orderId: transaction.orderId,
              orderLineId: line.lineId,
              orderNumber: transaction.orderNumber,
              itemTitle: transaction.itemTitle,
              refundId: line.refundId,
              createdAt: now,
            },
            [
              { account: 'platform_clearing', amount: back.clearing },
              { account: 'platform_discounts', amount: back.platformDiscount },
              { account: 'platform_fees', amount: -back.fee },
              ...tutorSide,
            ],
          );
        }
      }
    },
  };

  async function fromAvailable(tutorId: string, amount: number, now: Date) {
    const { available } = await ledger.sums(tutorId, now);
    const taken = Math.min(amount, Math.max(available, 0));
    return [
      { account: 'tutor_earnings' as const, amount: -taken, availableAt: DEBIT_AT },
      { account: 'tutor_owed' as const, amount: -(amount - taken) },
    ];
  }
}
