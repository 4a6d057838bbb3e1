import { describe, expect, it } from 'vitest';
import { gradeLevelProblem, normalizePhone, phoneSchema, profileUpdateBodySchema } from './account';
import { newPasswordSchema, passwordRulesMessage, signInBodySchema, signUpBodySchema } from './auth';

describe('account and auth contracts', () => {
  it('normalises Indonesian mobile numbers to +628…', () => {
    expect(normalizePhone('0812-3456-7890')).toBe('+6281234567890');
    expect(normalizePhone('62 812 3456 7890')).toBe('+6281234567890');
    expect(phoneSchema.parse(' (0857) 1234 5678 ')).toBe('+6285712345678');
    for (const phone of ['12345', '021-555-1234', '+1 202 555 0100', '0812', '08123456789012345']) {
      expect(phoneSchema.safeParse(phone).success, phone).toBe(false);
    }
  });

  it('fits grades to school levels', () => {
    expect(gradeLevelProblem('SD', 6)).toBeNull();
    expect(gradeLevelProblem('SMP', 7)).toBeNull();
    expect(gradeLevelProblem('SMA', 12)).toBeNull();
    expect(gradeLevelProblem('UTBK', null)).toBeNull();
    expect(gradeLevelProblem(null, null)).toBeNull();
    expect(gradeLevelProblem('SD', 7)).toBe('Kelas untuk jenjang SD harus 1–6.');
    expect(gradeLevelProblem('Umum', 1)).toMatch(/tidak memakai kelas/);
    expect(gradeLevelProblem(null, 3)).toMatch(/Pilih jenjang/);
    expect(profileUpdateBodySchema.safeParse({ schoolLevel: 'SMP', grade: 10 }).success).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ grade: 10 }).success).toBe(true);
  });

  it('states the password rules in one issue', () => {
    for (const password of ['abc', 'abcdefgh', '12345678', `a1${'x'.repeat(127)}`]) {
      const result = newPasswordSchema.safeParse(password);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([passwordRulesMessage]);
    }
    expect(newPasswordSchema.safeParse('belajar2026').success).toBe(true);
  });

  it('trims e-mails and refuses unknown fields', () => {
    expect(signInBodySchema.parse({ email: ' a@contoh.test ', password: 'x' }).email).toBe('a@contoh.test');
    expect(
      signUpBodySchema.safeParse({
        name: 'A',
        email: 'a@contoh.test',
        password: 'abc12345',
        scope: ['admin'],
      }).success,
    ).toBe(false);
  });
});
