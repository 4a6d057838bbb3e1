import { z } from 'zod';
import { dataOf } from './common';
import { newPasswordSchema, passwordSchema, personNameSchema } from './auth';
import { type SchoolLevel, schoolLevelSchema, userSchema } from './users';

/** `GET /api/akun/info`, `PATCH /api/akun/profil`: the signed-in user. */
export const userResponseSchema = dataOf(userSchema).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Grades (kelas) each school level allows; `null` = the level has no grade. */
export const gradeRanges: Record<SchoolLevel, readonly [number, number] | null> = {
  SD: [1, 6],
  SMP: [7, 9],
  SMA: [10, 12],
  UTBK: null,
  Umum: null,
};

/**
 * Why a school level and grade do not fit together, or `null` when they do: a grade needs a level, and must lie in
 * that level's range (SD 1–6, SMP 7–9, SMA 10–12; UTBK and Umum have none).
 */
export function gradeLevelProblem(level: SchoolLevel | null, grade: number | null): string | null {
  if (grade === null) return null;
  if (level === null) return 'Pilih jenjang sekolah sebelum memilih kelas.';
  const range = gradeRanges[level];
  if (!range) return `Jenjang ${level} tidak memakai kelas; kosongkan kelas.`;
  const [min, max] = range;
  return grade < min || grade > max ? `Kelas untuk jenjang ${level} harus ${min}–${max}.` : null;
}

/** `+62` followed by an Indonesian mobile number (`8…`, 9–12 digits after `+62`). */
export const PHONE_PATTERN = /^\+628[1-9]\d{7,10}$/;

/** `0812-3456-7890`, `62 812 3456 7890`, `+6281234567890` → `+6281234567890` (other input is left as is). */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s().-]/g, '');
  if (compact.startsWith('+62')) return compact;
  if (compact.startsWith('62')) return `+${compact}`;
  if (compact.startsWith('0')) return `+62${compact.slice(1)}`;
  return compact;
}

/** An Indonesian mobile number in any usual spelling, stored as `+628…`. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20, 'Nomor HP maksimal 20 karakter.')
  .transform(normalizePhone)
  .pipe(
    z.string().regex(PHONE_PATTERN, 'Nomor HP tidak valid. Gunakan format 08xx atau +628xx (10–13 digit).'),
  );

export const CITY_MAX_LENGTH = 100;
export const PHOTO_URL_MAX_LENGTH = 2048;

/**
 * `PATCH /api/akun/profil`: every field optional; `null` clears an optional field. The school level and grade must
 * fit together (checked here when both are sent, and by the API against the stored values otherwise).
 */
export const profileUpdateBodySchema = z
  .strictObject({
    name: personNameSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    photoUrl: z
      .url({ protocol: /^https?$/, error: 'Alamat foto harus berupa URL http(s).' })
      .max(PHOTO_URL_MAX_LENGTH, `Alamat foto maksimal ${PHOTO_URL_MAX_LENGTH} karakter.`)
      .nullable()
      .optional(),
    schoolLevel: schoolLevelSchema.nullable().optional(),
    grade: z.number().int().min(1).max(12).nullable().optional(),
    city: z
      .string()
      .trim()
      .min(1, 'Kota wajib diisi atau dikosongkan (null).')
      .max(CITY_MAX_LENGTH, `Kota maksimal ${CITY_MAX_LENGTH} karakter.`)
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.schoolLevel === undefined || body.grade === undefined) return;
    const problem = gradeLevelProblem(body.schoolLevel, body.grade);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['grade'] });
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** `PUT /api/akun/password`: the other sessions of the account are signed out; this one stays. */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
