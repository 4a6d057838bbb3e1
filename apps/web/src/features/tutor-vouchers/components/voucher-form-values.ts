import {
  TUTOR_VOUCHER_MAX_FIXED_SHARE,
  type TutorTimeZone,
  type TutorVoucher,
  type TutorVoucherInput,
  tutorVoucherInputSchema,
  type TutorVoucherItem,
  type VoucherDiscountKind,
} from '@scola/contracts';
import { fromZoneInput, toZoneInput } from './zone-time';

/** The tutor voucher form's values, as the inputs hold them (numbers as typed, times in the tutor's zone). */
export interface TutorVoucherValues {
  code: string;
  title: string;
  description: string;
  discountKind: VoucherDiscountKind;
  discountValue: string;
  maxDiscount: string;
  minSubtotal: string;
  totalQuota: string;
  perUserLimit: string;
  startsAt: string;
  endsAt: string;
  /** Every item of the tutor's (no list). */
  allItems: boolean;
  /** `jenis:id` keys of the chosen items. */
  items: string[];
}

export type TutorVoucherField = keyof TutorVoucherValues;

export const itemKeyOf = (item: { itemType: string; itemId: string }) => `${item.itemType}:${item.itemId}`;

/** The form of an existing voucher, or of a new one (10 %, 20 uses, one per student, from now for 30 days). */
export function voucherValuesOf(
  voucher: TutorVoucher | null,
  zone: TutorTimeZone,
  now = new Date(),
): TutorVoucherValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: voucher?.code ?? '',
    title: voucher?.title ?? '',
    description: voucher?.description ?? '',
    discountKind: voucher?.discountKind ?? 'percentage',
    discountValue: voucher ? String(voucher.discountValue) : '10',
    maxDiscount: text(voucher?.maxDiscount ?? null),
    minSubtotal: voucher ? String(voucher.minSubtotal) : '0',
    totalQuota: voucher ? text(voucher.totalQuota) : '20',
    perUserLimit: voucher ? text(voucher.perUserLimit) : '1',
    startsAt: toZoneInput(voucher?.startsAt ?? now.toISOString(), zone),
    endsAt: toZoneInput(voucher?.endsAt ?? new Date(now.getTime() + 30 * 86_400_000).toISOString(), zone),
    allItems: voucher?.allItems ?? false,
    items: (voucher?.items ?? []).map(itemKeyOf),
  };
}

const numberOf = (value: string) => {
  const digits = value.trim().replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};
const optionalNumber = (value: string) => (value.trim() === '' ? null : numberOf(value));

/** The request body of the form. */
export function voucherInputOf(values: TutorVoucherValues, zone: TutorTimeZone): TutorVoucherInput {
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    discountKind: values.discountKind,
    discountValue: numberOf(values.discountValue),
    maxDiscount: values.discountKind === 'percentage' ? optionalNumber(values.maxDiscount) : null,
    minSubtotal: optionalNumber(values.minSubtotal) ?? 0,
    totalQuota: numberOf(values.totalQuota),
    perUserLimit: optionalNumber(values.perUserLimit),
    startsAt: fromZoneInput(values.startsAt, zone),
    endsAt: fromZoneInput(values.endsAt, zone),
    items: (values.allItems ? [] : values.items).map((key) => {
      const [itemType = '', ...rest] = key.split(':');
      return {
        itemType: itemType as NonNullable<TutorVoucherInput['items']>[number]['itemType'],
        itemId: rest.join(':'),
      };
    }),
  };
}

/** The fields the contract's schema refuses (first issue each). */
export function invalidVoucherFields(
  input: TutorVoucherInput,
  allItems: boolean,
): Partial<Record<TutorVoucherField, true>> {
  const result = tutorVoucherInputSchema.safeParse(input);
  const fields: Partial<Record<TutorVoucherField, true>> = {};
  // An empty list means "all items" to the API: without that choice, the tutor must pick some.
  if (!allItems && (input.items ?? []).length === 0) fields.items = true;
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fields[field as TutorVoucherField] = true;
  }
  return fields;
}

/**
 * The largest fixed discount the platform allows on these items (all of them with `chosen = null`): half the
 * cheapest one's price (ADR 0037).
 */
export function maxFixedDiscount(
  chosen: readonly string[] | null,
  items: readonly TutorVoucherItem[],
): number | null {
  const prices = items
    .filter((item) => chosen === null || chosen.includes(itemKeyOf(item)))
    .map((item) => item.price);
  if (prices.length === 0) return null;
  return Math.floor((Math.min(...prices) * TUTOR_VOUCHER_MAX_FIXED_SHARE) / 100);
}
