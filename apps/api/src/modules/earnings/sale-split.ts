/**
 * How a paid order line's money is shared (ADR 0035), in integer rupiah:
 * - the buyer paid `price - discount` (the gateway collected it: `clearing`);
 * - a tutor-funded discount comes out of the tutor's base, a platform-funded one does not (the platform bears it);
 * - the tutor's share is the base less the platform fee, rounded down to the rupiah; the fee is the rest of the base.
 * The four amounts always balance: clearing + platformDiscount = tutorShare + fee.
 */
export interface SaleSplit {
  /** What the buyer paid for the line. */
  clearing: number;
  /** The voucher share the platform bears (0 for a tutor-funded voucher). */
  platformDiscount: number;
  /** The platform's fee. */
  fee: number;
  /** Credited to the tutor. */
  tutorShare: number;
}

export function splitSale(
  line: { price: number; discount: number; tutorFunded: boolean },
  feePercent: number,
): SaleSplit {
  const tutorDiscount = line.tutorFunded ? line.discount : 0;
  const base = line.price - tutorDiscount;
  const tutorShare = Math.floor((base * (100 - feePercent)) / 100);
  return {
    clearing: line.price - line.discount,
    platformDiscount: line.discount - tutorDiscount,
    fee: base - tutorShare,
    tutorShare,
  };
}

/**
 * The part of a sale a refund of `refunded` rupiah (of the `sale.clearing` paid) takes back, proportionally: the
 * whole split for a whole line, otherwise each part scaled and rounded, the fee taking the rounding so that it still
 * balances.
 */
export function splitRefund(sale: SaleSplit, refunded: number): SaleSplit {
  if (refunded >= sale.clearing) return sale;
  const ratio = sale.clearing === 0 ? 1 : refunded / sale.clearing;
  const tutorShare = Math.round(sale.tutorShare * ratio);
  const platformDiscount = Math.round(sale.platformDiscount * ratio);
  return { clearing: refunded, platformDiscount, tutorShare, fee: refunded + platformDiscount - tutorShare };
}
