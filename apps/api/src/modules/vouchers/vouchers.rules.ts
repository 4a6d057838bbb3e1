import type {
  PurchasableItemType,
  VoucherDiscountKind,
  VoucherFunder,
  VoucherRefusalCode,
  VoucherScope,
} from '@scola/contracts';

/**
 * The voucher rules as a pure function (no database, no clock): the service loads the voucher and the student's use
 * count and passes them in. The order of the checks and the meaning of the minimum are documented in
 * packages/contracts/src/vouchers.ts.
 */

/** What the rules need of a voucher. */
export interface VoucherRules {
  funder: VoucherFunder;
  funderTutorId: string | null;
  discountKind: VoucherDiscountKind;
  discountValue: number;
  maxDiscount: number | null;
  minSubtotal: number;
  totalQuota: number | null;
  perUserLimit: number | null;
  usedCount: number;
  startsAt: Date;
  endsAt: Date;
  scope: VoucherScope;
  scopeItemTypes: readonly PurchasableItemType[];
  scopeTutorId: string | null;
  isActive: boolean;
  /** Keys `${itemType}:${itemId}` of the listed items (scope `items`). */
  itemKeys: ReadonlySet<string>;
}

/** A line the voucher may discount: what the buyer pays for it now. */
export interface QuoteLine {
  itemType: PurchasableItemType;
  itemId: string;
  tutorId: string | null;
  price: number;
}

export interface LineShare {
  itemType: PurchasableItemType;
  itemId: string;
  discount: number;
}

export type VoucherOutcome =
  | { ok: true; discount: number; lineDiscounts: LineShare[] }
  | { ok: false; code: VoucherRefusalCode; details?: { minimum: number } };

const keyOf = (line: { itemType: PurchasableItemType; itemId: string }) => `${line.itemType}:${line.itemId}`;

/** Whether the voucher may discount this line: in its scope and, for a tutor-funded voucher, that tutor's item. */
export function isEligible(voucher: VoucherRules, line: QuoteLine): boolean {
  if (voucher.funder === 'tutor' && (line.tutorId === null || line.tutorId !== voucher.funderTutorId)) {
    return false;
  }
  switch (voucher.scope) {
    case 'all':
      return true;
    case 'item_types':
      return voucher.scopeItemTypes.includes(line.itemType);
    case 'tutor':
      return line.tutorId !== null && line.tutorId === voucher.scopeTutorId;
    case 'items':
      return voucher.itemKeys.has(keyOf(line));
    default:
      return false;
  }
}

/**
 * Splits `discount` over `prices` in proportion: each share rounded down, the remaining rupiah one by one to the
 * largest remainders (earlier first on ties). The shares add up to `discount` exactly; none exceeds its price when
 * `discount` is at most the sum of the prices.
 */
export function splitDiscount(discount: number, prices: readonly number[]): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  if (total <= 0 || discount <= 0) return prices.map(() => 0);
  // BigInt keeps `discount * price` exact whatever the amounts.
  const shares = prices.map((price) => {
    const product = BigInt(discount) * BigInt(price);
    return { share: Number(product / BigInt(total)), remainder: Number(product % BigInt(total)) };
  });
  let left = discount - shares.reduce((sum, { share }) => sum + share, 0);
  const byRemainder = shares
    .map((entry, index) => ({ index, remainder: entry.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    const entry = shares[index];
    if (entry) entry.share += 1;
    left -= 1;
  }
  return shares.map(({ share }) => share);
}

/** The discount on an eligible subtotal: percentage rounded down and capped, or fixed up to the subtotal. */
export function discountOn(voucher: VoucherRules, eligibleSubtotal: number): number {
  if (eligibleSubtotal <= 0) return 0;
  if (voucher.discountKind === 'percentage') {
    const raw = Math.floor((eligibleSubtotal * voucher.discountValue) / 100);
    return Math.min(raw, voucher.maxDiscount ?? raw, eligibleSubtotal);
  }
  return Math.min(voucher.discountValue, eligibleSubtotal);
}

/** Checks 2–5 of the rules: can the voucher be used now by a student who used it `userUses` times? */
export function usableNow(
  voucher: VoucherRules,
  now: Date,
  userUses: number,
): { ok: true } | { ok: false; code: VoucherRefusalCode } {
  if (!voucher.isActive) return { ok: false, code: 'VOUCHER_INACTIVE' };
  if (now.getTime() < voucher.startsAt.getTime()) return { ok: false, code: 'VOUCHER_NOT_STARTED' };
  if (now.getTime() >= voucher.endsAt.getTime()) return { ok: false, code: 'VOUCHER_EXPIRED' };
  if (voucher.totalQuota !== null && voucher.usedCount >= voucher.totalQuota) {
    return { ok: false, code: 'VOUCHER_QUOTA_EXHAUSTED' };
  }
  if (voucher.perUserLimit !== null && userUses >= voucher.perUserLimit) {
    return { ok: false, code: 'VOUCHER_USER_LIMIT_REACHED' };
  }
  return { ok: true };
}

/** Checks 6–7 and the discount: what the voucher does for these lines (the cart's buyable lines). */
export function applyToLines(voucher: VoucherRules, lines: readonly QuoteLine[]): VoucherOutcome {
  const eligible = lines.filter((line) => isEligible(voucher, line));
  const eligibleSubtotal = eligible.reduce((sum, line) => sum + line.price, 0);
  if (eligible.length === 0 || eligibleSubtotal <= 0) return { ok: false, code: 'VOUCHER_NOT_APPLICABLE' };
  const counted =
    voucher.funder === 'tutor' ? lines.filter((line) => line.tutorId === voucher.funderTutorId) : lines;
  const minimumBase = counted.reduce((sum, line) => sum + line.price, 0);
  if (minimumBase < voucher.minSubtotal) {
    return { ok: false, code: 'VOUCHER_MINIMUM_NOT_MET', details: { minimum: voucher.minSubtotal } };
  }
  const discount = discountOn(voucher, eligibleSubtotal);
  const shares = splitDiscount(
    discount,
    eligible.map((line) => line.price),
  );
  return {
    ok: true,
    discount,
    lineDiscounts: eligible.map((line, index) => ({
      itemType: line.itemType,
      itemId: line.itemId,
      discount: shares[index] ?? 0,
    })),
  };
}

/** Every rule (2–7) in order: the first refusal, or the discount and its split. */
export function evaluateVoucher(
  voucher: VoucherRules,
  input: { now: Date; userUses: number; lines: readonly QuoteLine[] },
): VoucherOutcome {
  const usable = usableNow(voucher, input.now, input.userUses);
  if (!usable.ok) return usable;
  return applyToLines(voucher, input.lines);
}
