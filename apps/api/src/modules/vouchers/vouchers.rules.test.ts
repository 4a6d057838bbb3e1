import { describe, expect, it } from 'vitest';
import {
  applyToLines,
  discountOn,
  evaluateVoucher,
  type QuoteLine,
  splitDiscount,
  type VoucherRules,
} from './vouchers.rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T05:00:00Z');
const tutorA = '00000000-0000-4000-8000-00000000000a';
const tutorB = '00000000-0000-4000-8000-00000000000b';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function voucher(overrides: Partial<VoucherRules> = {}): VoucherRules {
  return {
    funder: 'platform',
    funderTutorId: null,
    discountKind: 'percentage',
    discountValue: 10,
    maxDiscount: null,
    minSubtotal: 0,
    totalQuota: null,
    perUserLimit: null,
    usedCount: 0,
    startsAt: new Date(now.getTime() - DAY),
    endsAt: new Date(now.getTime() + DAY),
    scope: 'all',
    scopeItemTypes: [],
    scopeTutorId: null,
    isActive: true,
    itemKeys: new Set(),
    ...overrides,
  };
}

const lines: QuoteLine[] = [
  { itemType: 'kelas', itemId: id(1), tutorId: tutorA, price: 150_000 },
  { itemType: 'materi', itemId: id(2), tutorId: tutorA, price: 35_000 },
  { itemType: 'lifeskill', itemId: id(3), tutorId: tutorB, price: 179_000 },
];

const evaluate = (rules: VoucherRules, userUses = 0, quoteLines: QuoteLine[] = lines) =>
  evaluateVoucher(rules, { now, userUses, lines: quoteLines });

const sumOf = (values: readonly { discount: number }[]) => values.reduce((sum, v) => sum + v.discount, 0);

describe('voucher rules', () => {
  it('refuses an inactive voucher, one not started and one expired (the end is excluded)', () => {
    expect(evaluate(voucher({ isActive: false }))).toEqual({ ok: false, code: 'VOUCHER_INACTIVE' });
    expect(evaluate(voucher({ startsAt: new Date(now.getTime() + 1) }))).toEqual({
      ok: false,
      code: 'VOUCHER_NOT_STARTED',
    });
    expect(evaluate(voucher({ endsAt: now }))).toEqual({ ok: false, code: 'VOUCHER_EXPIRED' });
    expect(evaluate(voucher({ startsAt: now })).ok).toBe(true);
  });

  it('refuses a used-up quota and a reached per-user limit, and accepts one use below them', () => {
    expect(evaluate(voucher({ totalQuota: 10, usedCount: 10 }))).toEqual({
      ok: false,
      code: 'VOUCHER_QUOTA_EXHAUSTED',
    });
    expect(evaluate(voucher({ totalQuota: 10, usedCount: 9 })).ok).toBe(true);
    expect(evaluate(voucher({ perUserLimit: 2 }), 2)).toEqual({
      ok: false,
      code: 'VOUCHER_USER_LIMIT_REACHED',
    });
    expect(evaluate(voucher({ perUserLimit: 2 }), 1).ok).toBe(true);
  });

  it('takes a percentage of the eligible subtotal, rounded down and capped by the maximum', () => {
    const outcome = evaluate(voucher({ discountValue: 10 }));
    expect(outcome).toMatchObject({ ok: true, discount: 36_400 });
    expect(evaluate(voucher({ discountValue: 10, maxDiscount: 20_000 }))).toMatchObject({ discount: 20_000 });
    expect(discountOn(voucher({ discountValue: 15 }), 33_333)).toBe(4_999);
  });

  it('never gives a fixed discount larger than the eligible subtotal', () => {
    const fixed = voucher({ discountKind: 'fixed', discountValue: 50_000, scope: 'item_types' });
    const outcome = applyToLines({ ...fixed, scopeItemTypes: ['materi'] }, lines);
    expect(outcome).toEqual({
      ok: true,
      discount: 35_000,
      lineDiscounts: [{ itemType: 'materi', itemId: id(2), discount: 35_000 }],
    });
  });

  it('limits each scope to its lines', () => {
    const byTypes = applyToLines(
      voucher({ scope: 'item_types', scopeItemTypes: ['kelas', 'lifeskill'] }),
      lines,
    );
    expect(byTypes.ok && byTypes.lineDiscounts.map((l) => l.itemId)).toEqual([id(1), id(3)]);
    const byTutor = applyToLines(voucher({ scope: 'tutor', scopeTutorId: tutorB }), lines);
    expect(byTutor.ok && byTutor.lineDiscounts.map((l) => l.itemId)).toEqual([id(3)]);
    const byItems = applyToLines(voucher({ scope: 'items', itemKeys: new Set([`materi:${id(2)}`]) }), lines);
    expect(byItems.ok && byItems.lineDiscounts.map((l) => l.itemId)).toEqual([id(2)]);
    expect(applyToLines(voucher({ scope: 'items', itemKeys: new Set([`kelas:${id(2)}`]) }), lines)).toEqual({
      ok: false,
      code: 'VOUCHER_NOT_APPLICABLE',
    });
  });

  it('discounts only the funding tutor’s items with a tutor-funded voucher, whatever its scope', () => {
    const funded = voucher({ funder: 'tutor', funderTutorId: tutorA, discountValue: 15 });
    expect(applyToLines(funded, lines)).toEqual({
      ok: true,
      discount: 27_750,
      lineDiscounts: [
        { itemType: 'kelas', itemId: id(1), discount: 22_500 },
        { itemType: 'materi', itemId: id(2), discount: 5_250 },
      ],
    });
    expect(applyToLines({ ...funded, scope: 'item_types', scopeItemTypes: ['lifeskill'] }, lines)).toEqual({
      ok: false,
      code: 'VOUCHER_NOT_APPLICABLE',
    });
  });

  it('is not applicable when the eligible lines are free or there are none', () => {
    const free: QuoteLine[] = [{ itemType: 'materi', itemId: id(9), tutorId: tutorA, price: 0 }];
    expect(applyToLines(voucher(), free)).toEqual({ ok: false, code: 'VOUCHER_NOT_APPLICABLE' });
    expect(applyToLines(voucher(), [])).toEqual({ ok: false, code: 'VOUCHER_NOT_APPLICABLE' });
  });

  it('checks the minimum on the whole cart for a platform voucher, on the tutor’s lines for a tutor-funded one', () => {
    // Platform voucher on materials only: the whole cart (364.000) counts towards the minimum.
    const platform = voucher({ scope: 'item_types', scopeItemTypes: ['materi'], minSubtotal: 300_000 });
    expect(applyToLines(platform, lines)).toMatchObject({ ok: true, discount: 3_500 });
    expect(applyToLines({ ...platform, minSubtotal: 364_001 }, lines)).toEqual({
      ok: false,
      code: 'VOUCHER_MINIMUM_NOT_MET',
      details: { minimum: 364_001 },
    });
    // Tutor-funded: only tutor A's lines (185.000) count.
    const funded = voucher({ funder: 'tutor', funderTutorId: tutorA, minSubtotal: 185_000 });
    expect(applyToLines(funded, lines).ok).toBe(true);
    expect(applyToLines({ ...funded, minSubtotal: 185_001 }, lines)).toMatchObject({
      ok: false,
      code: 'VOUCHER_MINIMUM_NOT_MET',
    });
  });

  it('checks applicability before the minimum, and the window before the quota', () => {
    const outOfScope = voucher({ scope: 'tutor', scopeTutorId: id(99), minSubtotal: 10_000_000 });
    expect(applyToLines(outOfScope, lines)).toMatchObject({ code: 'VOUCHER_NOT_APPLICABLE' });
    expect(evaluate(voucher({ endsAt: now, totalQuota: 1, usedCount: 1 }))).toMatchObject({
      code: 'VOUCHER_EXPIRED',
    });
  });
});

describe('splitDiscount', () => {
  it('splits in proportion with an exact integer sum, remainders to the largest fractions', () => {
    expect(splitDiscount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitDiscount(10_000, [150_000, 35_000, 179_000])).toEqual([4_121, 961, 4_918]);
    expect(splitDiscount(0, [5, 5])).toEqual([0, 0]);
    expect(splitDiscount(7, [0, 10])).toEqual([0, 7]);
  });

  it('always sums exactly and never exceeds a line’s price (random carts)', () => {
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % max;
    };
    for (let round = 0; round < 2_000; round += 1) {
      const prices = Array.from({ length: 1 + random(8) }, () =>
        random(3) === 0 ? random(10) : random(2_000_000),
      );
      const total = prices.reduce((sum, price) => sum + price, 0);
      const discount = total === 0 ? 0 : random(total + 1);
      const shares = splitDiscount(discount, prices);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total === 0 ? 0 : discount);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(prices[index] ?? 0);
      });
    }
  });

  it('makes the line discounts of a quote add up to its discount', () => {
    const outcome = evaluate(voucher({ discountValue: 33 }));
    expect(outcome.ok && sumOf(outcome.lineDiscounts)).toBe(outcome.ok && outcome.discount);
  });
});
