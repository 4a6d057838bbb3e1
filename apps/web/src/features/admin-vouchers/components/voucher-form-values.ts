import {
  type AdminVoucher,
  adminVoucherInputSchema,
  type AdminVoucherInput,
  type PurchasableItemType,
  purchasableItemTypes,
  type VoucherDiscountKind,
  type VoucherFunder,
  type VoucherScope,
} from '@scola/contracts';

/** The voucher form's values, as the inputs hold them (numbers as typed, times as `datetime-local`). */
export interface VoucherFormValues {
  code: string;
  title: string;
  description: string;
  funder: VoucherFunder;
  funderTutorId: string;
  discountKind: VoucherDiscountKind;
  discountValue: string;
  maxDiscount: string;
  minSubtotal: string;
  totalQuota: string;
  perUserLimit: string;
  startsAt: string;
  endsAt: string;
  scope: VoucherScope;
  scopeItemTypes: PurchasableItemType[];
  scopeTutorId: string;
  /** Scope `items`: one `jenis:id` a line (e.g. `kelas:5f0c…`). */
  scopeItems: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in the browser's time zone (what `<input type="datetime-local">` holds). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form of an existing voucher, or of a new one (platform, fixed, from now for 30 days). */
export function formValuesOf(voucher: AdminVoucher | null, now = new Date()): VoucherFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: voucher?.code ?? '',
    title: voucher?.title ?? '',
    description: voucher?.description ?? '',
    funder: voucher?.funder ?? 'platform',
    funderTutorId: voucher?.funderTutorId ?? '',
    discountKind: voucher?.discountKind ?? 'fixed',
    discountValue: voucher ? String(voucher.discountValue) : '',
    maxDiscount: text(voucher?.maxDiscount ?? null),
    minSubtotal: voucher ? String(voucher.minSubtotal) : '0',
    totalQuota: text(voucher?.totalQuota ?? null),
    perUserLimit: voucher ? text(voucher.perUserLimit) : '1',
    startsAt: toLocalInput(voucher?.startsAt ?? now.toISOString()),
    endsAt: toLocalInput(voucher?.endsAt ?? new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    scope: voucher?.scope ?? 'all',
    scopeItemTypes: voucher?.scopeItemTypes ?? [],
    scopeTutorId: voucher?.scopeTutorId ?? '',
    scopeItems: (voucher?.scopeItems ?? []).map((item) => `${item.itemType}:${item.itemId}`).join('\n'),
  };
}

/** A whole number typed in a field; `NaN` when it is not one (the server refuses it with the field's name). */
const numberOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
const optionalNumber = (value: string) => (value.trim() === '' ? null : numberOf(value));
/** ISO time of a `datetime-local` value ('' when it is empty or not a time: the schema names the field). */
const isoOf = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};
const isItemType = (value: string): value is PurchasableItemType =>
  (purchasableItemTypes as readonly string[]).includes(value);

/** The request body of the form: fields of another funder or scope are left empty. */
export function inputOf(values: VoucherFormValues): AdminVoucherInput {
  const items = values.scopeItems
    .split(/\s+/)
    .filter(Boolean)
    .map((line) => {
      const [itemType = '', itemId = ''] = line.split(':');
      return { itemType: isItemType(itemType) ? itemType : ('kelas' as const), itemId };
    });
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    funder: values.funder,
    funderTutorId: values.funder === 'tutor' ? values.funderTutorId || null : null,
    discountKind: values.discountKind,
    discountValue: numberOf(values.discountValue),
    maxDiscount: values.discountKind === 'percentage' ? optionalNumber(values.maxDiscount) : null,
    minSubtotal: optionalNumber(values.minSubtotal) ?? 0,
    totalQuota: optionalNumber(values.totalQuota),
    perUserLimit: optionalNumber(values.perUserLimit),
    startsAt: isoOf(values.startsAt),
    endsAt: isoOf(values.endsAt),
    scope: values.scope,
    scopeItemTypes: values.scope === 'item_types' ? values.scopeItemTypes : [],
    scopeTutorId: values.scope === 'tutor' ? values.scopeTutorId || null : null,
    scopeItems: values.scope === 'items' ? items : [],
  };
}

/** The fields the contract's schema refuses, first issue each (the form shows `adminVouchers.invalid.<field>`). */
export function invalidFields(input: AdminVoucherInput): Partial<Record<keyof VoucherFormValues, true>> {
  const result = adminVoucherInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Partial<Record<keyof VoucherFormValues, true>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in formFieldNames) fields[field as keyof VoucherFormValues] = true;
  }
  return fields;
}

const formFieldNames: Record<keyof VoucherFormValues, true> = {
  code: true,
  title: true,
  description: true,
  funder: true,
  funderTutorId: true,
  discountKind: true,
  discountValue: true,
  maxDiscount: true,
  minSubtotal: true,
  totalQuota: true,
  perUserLimit: true,
  startsAt: true,
  endsAt: true,
  scope: true,
  scopeItemTypes: true,
  scopeTutorId: true,
  scopeItems: true,
};
