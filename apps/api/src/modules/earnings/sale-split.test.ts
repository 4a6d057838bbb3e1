import { describe, expect, it } from 'vitest';
import { splitRefund, splitSale } from './sale-split';

describe('sale split (ADR 0035 worked examples)', () => {
  it('no voucher: the tutor gets the price less 20 %', () => {
    expect(splitSale({ price: 150_000, discount: 0, tutorFunded: false }, 20)).toEqual({
      clearing: 150_000,
      platformDiscount: 0,
      fee: 30_000,
      tutorShare: 120_000,
    });
  });

  it('a platform-funded discount is borne by the platform, not the tutor', () => {
    expect(splitSale({ price: 150_000, discount: 15_000, tutorFunded: false }, 20)).toEqual({
      clearing: 135_000,
      platformDiscount: 15_000,
      fee: 30_000,
      tutorShare: 120_000,
    });
  });

  it('a tutor-funded discount comes out of the tutor’s base before the fee', () => {
    expect(splitSale({ price: 150_000, discount: 22_500, tutorFunded: true }, 20)).toEqual({
      clearing: 127_500,
      platformDiscount: 0,
      fee: 25_500,
      tutorShare: 102_000,
    });
  });

  it('rounds the tutor’s share down to the rupiah and always balances', () => {
    const split = splitSale({ price: 99_999, discount: 333, tutorFunded: true }, 17);
    expect(split.tutorShare).toBe(Math.floor(((99_999 - 333) * 83) / 100));
    for (const [price, discount, tutorFunded, fee] of [
      [1, 1, false, 20],
      [0, 0, false, 20],
      [49_999, 7, true, 0],
      [49_999, 49_999, true, 100],
      [123_457, 12_345, false, 33],
    ] as const) {
      const s = splitSale({ price, discount, tutorFunded }, fee);
      expect(s.clearing + s.platformDiscount).toBe(s.tutorShare + s.fee);
      expect(s.tutorShare).toBeGreaterThanOrEqual(0);
      expect(s.fee).toBeGreaterThanOrEqual(0);
    }
  });

  it('a whole refund takes back the whole split, a part refund a balanced proportion', () => {
    const sale = splitSale({ price: 150_000, discount: 15_000, tutorFunded: false }, 20);
    expect(splitRefund(sale, 135_000)).toEqual(sale);
    const half = splitRefund(sale, 67_501);
    expect(half.clearing).toBe(67_501);
    expect(half.tutorShare).toBe(Math.round((120_000 * 67_501) / 135_000));
    expect(half.clearing + half.platformDiscount).toBe(half.tutorShare + half.fee);
  });
});
