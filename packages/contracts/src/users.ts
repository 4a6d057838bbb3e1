import { z } from 'zod';
import { localeSchema } from './settings';

export const roles = ['student', 'tutor', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const schoolLevels = ['SD', 'SMP', 'SMA', 'UTBK', 'Umum'] as const;
export const schoolLevelSchema = z.enum(schoolLevels);
export type SchoolLevel = z.infer<typeof schoolLevelSchema>;

/** The signed-in user as `GET /api/akun/info` returns it. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    name: z.string(),
    phone: z.string().nullable(),
    photoUrl: z.string().nullable(),
    scope: z.array(roleSchema),
    schoolLevel: schoolLevelSchema.nullable(),
    grade: z.number().int().nullable(),
    city: z.string().nullable(),
    /** The account's language (null until chosen) and time zone (`/pengaturan`): the web applies them at sign-in. */
    locale: localeSchema.nullable(),
    timeZone: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
