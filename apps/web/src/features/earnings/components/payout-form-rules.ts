import { payoutRequestSchema, type PayoutRequest } from '@scola/contracts';

export type PayoutField = keyof PayoutRequest;
export const emptyPayoutForm = { amount: '', bankName: '', accountNumber: '', accountHolder: '' };
export type PayoutFormValues = typeof emptyPayoutForm;

/** `50.000` or `50 000` as typed → 50000 (dots and spaces group thousands in Indonesian); NaN when empty. */
export function amountOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(/[.\s]/g, ''));
}

/**
 * The i18n key of what is wrong with each field: the contract's schema (the server's rules), then the balance
 * (an amount above what can be withdrawn is refused before it is sent).
 */
export function problemsOf(
  values: PayoutFormValues,
  withdrawable: number,
): Partial<Record<PayoutField, string>> {
  const amount = amountOf(values.amount);
  const parsed = payoutRequestSchema.safeParse({ ...values, amount });
  const problems: Partial<Record<PayoutField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PayoutField;
      problems[field] ??= `earnings.form.errors.${field}`;
    }
  }
  if (!problems.amount && amount > withdrawable) problems.amount = 'earnings.form.errors.amountOverBalance';
  return problems;
}
