import type { TutorVoucherItem } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { maxFixedDiscount, voucherInputOf, voucherValuesOf } from './voucher-form-values';
import { formatInZone, fromZoneInput, toZoneInput } from './zone-time';

const items: TutorVoucherItem[] = [
  {
    itemType: 'kelas',
    itemId: '5f0c2d1e-1111-4aaa-8bbb-000000000001',
    title: 'A',
    price: 150_000,
    forSale: true,
  },
  {
    itemType: 'materi',
    itemId: '5f0c2d1e-1111-4aaa-8bbb-000000000002',
    title: 'B',
    price: 25_001,
    forSale: true,
  },
];

describe('tutor voucher form values', () => {
  it('reads and writes times in the tutor’s zone (WITA is UTC+8, WIT UTC+9)', () => {
    expect(toZoneInput('2026-11-26T16:30:00.000Z', 'Asia/Makassar')).toBe('2026-11-27T00:30');
    expect(fromZoneInput('2026-11-27T00:30', 'Asia/Makassar')).toBe('2026-11-26T16:30:00.000Z');
    expect(fromZoneInput('2026-11-27T00:30', 'Asia/Jayapura')).toBe('2026-11-26T15:30:00.000Z');
    expect(fromZoneInput('bukan waktu', 'Asia/Jakarta')).toBe('');
    expect(formatInZone('2026-11-26T16:30:00.000Z', 'Asia/Jakarta', 'id')).toMatch(/23\.30 WIB$/);
  });

  it('allows a fixed discount of half the cheapest chosen item, rounded down', () => {
    expect(maxFixedDiscount([], items)).toBeNull();
    expect(maxFixedDiscount(null, items)).toBe(12_500);
    expect(maxFixedDiscount([`kelas:${items[0]!.itemId}`], items)).toBe(75_000);
    expect(
      maxFixedDiscount(
        items.map((item) => `${item.itemType}:${item.itemId}`),
        items,
      ),
    ).toBe(12_500);
  });

  it('sends what the form holds: rupiah with dots, no cap on a fixed discount, the chosen items', () => {
    const values = {
      ...voucherValuesOf(null, 'Asia/Jakarta', new Date('2026-11-26T00:00:00Z')),
      code: 'hemat10',
      title: 'Hemat',
      discountKind: 'fixed' as const,
      discountValue: '12.000',
      maxDiscount: '5000',
      perUserLimit: '',
      items: [`materi:${items[1]!.itemId}`],
    };
    expect(voucherInputOf(values, 'Asia/Jakarta')).toMatchObject({
      discountValue: 12_000,
      maxDiscount: null,
      perUserLimit: null,
      totalQuota: 20,
      startsAt: '2026-11-26T00:00:00.000Z',
      items: [{ itemType: 'materi', itemId: items[1]!.itemId }],
    });
  });
});
