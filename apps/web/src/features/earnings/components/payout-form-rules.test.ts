import { describe, expect, it } from 'vitest';
import { amountOf, emptyPayoutForm, problemsOf } from './payout-form-rules';

const valid = {
  amount: '50.000',
  bankName: 'BCA',
  accountNumber: '1234567890',
  accountHolder: 'Budi Santoso',
};

describe('payout form rules', () => {
  it('reads an amount typed with thousands dots or spaces', () => {
    expect(amountOf('50.000')).toBe(50_000);
    expect(amountOf('1 250 000')).toBe(1_250_000);
    expect(amountOf('')).toBeNaN();
  });

  it('names every missing field', () => {
    expect(Object.keys(problemsOf(emptyPayoutForm, 100_000)).sort()).toEqual([
      'accountHolder',
      'accountNumber',
      'amount',
      'bankName',
    ]);
  });

  it('refuses less than the minimum, fractions, letters in the account number and more than the balance', () => {
    expect(problemsOf({ ...valid, amount: '49999' }, 100_000).amount).toBe('earnings.form.errors.amount');
    expect(problemsOf({ ...valid, amount: '50000,5' }, 100_000).amount).toBe('earnings.form.errors.amount');
    expect(problemsOf({ ...valid, accountNumber: '12-34' }, 100_000).accountNumber).toBe(
      'earnings.form.errors.accountNumber',
    );
    expect(problemsOf(valid, 49_000).amount).toBe('earnings.form.errors.amountOverBalance');
    expect(problemsOf(valid, 50_000)).toEqual({});
  });
});
