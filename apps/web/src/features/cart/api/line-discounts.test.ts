import type { CartLine } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { cartLineKey } from './cart';
import { discountsByLine } from './line-discounts';

const classId = '6b1f8a4e-2d1c-4c55-9b0e-0c1d2e3f4a5b';
const materialId = '7c2f9b5f-3e2d-4d66-8c1f-1d2e3f4a5b6c';
const line = (itemType: CartLine['itemType'], itemId: string, slotStartsAt: string | null): CartLine =>
  ({
    itemType,
    itemId,
    slot: slotStartsAt ? { startsAt: slotStartsAt, endsAt: slotStartsAt } : null,
  }) as CartLine;

describe('discountsByLine', () => {
  it('gives two slot lines of one bimbel class each their own share, in the cart’s order', () => {
    const first = line('kelas', classId, '2026-12-01T02:00:00.000Z');
    const second = line('kelas', classId, '2026-12-02T02:00:00.000Z');
    const material = line('materi', materialId, null);
    const shares = discountsByLine(
      [first, material, second],
      [
        { itemType: 'kelas', itemId: classId, discount: 6_667 },
        { itemType: 'materi', itemId: materialId, discount: 3_333 },
        { itemType: 'kelas', itemId: classId, discount: 6_666 },
      ],
    );
    expect([first, material, second].map((l) => shares.get(cartLineKey(l)))).toEqual([6_667, 3_333, 6_666]);
  });

  it('gives nothing to a line the voucher does not cover', () => {
    const material = line('materi', materialId, null);
    const shares = discountsByLine([material], [{ itemType: 'kelas', itemId: classId, discount: 5_000 }]);
    expect(shares.get(cartLineKey(material))).toBe(0);
  });
});
