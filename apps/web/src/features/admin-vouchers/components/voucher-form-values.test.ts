import { describe, expect, it } from 'vitest';
import { formValuesOf, inputOf, invalidFields } from './voucher-form-values';

describe('voucher form values', () => {
  it('turns a new form into a valid body once the code, title and value are filled', () => {
    const values = { ...formValuesOf(null), code: 'hemat10', title: 'Hemat', discountValue: '10000' };
    const input = inputOf(values);
    expect(input).toMatchObject({
      code: 'hemat10',
      funder: 'platform',
      discountValue: 10_000,
      perUserLimit: 1,
    });
    expect(invalidFields(input)).toEqual({});
  });

  it('names the fields that do not hold together', () => {
    const values = {
      ...formValuesOf(null),
      code: 'x',
      title: 'Hemat',
      discountKind: 'percentage' as const,
      discountValue: '150',
      scope: 'tutor' as const,
      endsAt: '',
    };
    expect(invalidFields(inputOf(values))).toEqual({
      code: true,
      discountValue: true,
      scopeTutorId: true,
      endsAt: true,
    });
  });
});
