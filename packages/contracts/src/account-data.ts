import { z } from 'zod';
import { dataOf } from './common';
import { EMAIL_MAX_LENGTH, passwordSchema } from './auth';
import { roleSchema } from './users';

/** The archive's format name; a change of its shape that breaks readers gets a new number. */
export const ACCOUNT_EXPORT_FORMAT = 'scola-account-export/1';

/**
 * A table row as the archive carries it: the account's own columns, dates as ISO strings. Sections keep their rows
 * open-ended so a new column reaches the owner without a new format; their meaning is in ADR 0051.
 */
const rowsSchema = z.array(z.record(z.string(), z.unknown()));

/** `GET /api/akun/data`: everything Scola keeps about the signed-in account (UU PDP's right of access). */
export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    exportedAt: z.iso.datetime({ offset: true }),
    profile: z.object({
      id: z.uuid(),
      email: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      photoUrl: z.string().nullable(),
      roles: z.array(roleSchema),
      schoolLevel: z.string().nullable(),
      grade: z.number().int().nullable(),
      city: z.string().nullable(),
      createdAt: z.string(),
      activatedAt: z.string().nullable(),
      tutorVerifiedAt: z.string().nullable(),
      hasPassword: z.boolean(),
      linkedAccounts: rowsSchema,
    }),
    /** Each order with `lines` and `payments` (attempts). */
    orders: rowsSchema,
    collections: z.object({
      /** Owned classes, class packages, materials and courses. */
      items: rowsSchema,
      studyRooms: rowsSchema,
      tutorsFollowed: rowsSchema,
      lessonProgress: rowsSchema,
    }),
    reviews: rowsSchema,
    discussions: z.object({ threads: rowsSchema, posts: rowsSchema }),
    studyRoomMessages: rowsSchema,
    notificationPreferences: rowsSchema,
    /** Present for tutors and applicants. */
    tutor: z
      .object({
        applications: rowsSchema,
        profile: z.record(z.string(), z.unknown()).nullable(),
        classes: rowsSchema,
        studyRooms: rowsSchema,
        earnings: rowsSchema,
        payouts: rowsSchema,
      })
      .nullable(),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** How an account confirms its deletion: its password, or (Google-only accounts) its e-mail address typed again. */
export const accountDeletionMethodSchema = z.enum(['password', 'email']);
export type AccountDeletionMethod = z.infer<typeof accountDeletionMethodSchema>;

/** `GET /api/akun/hapus`: how the signed-in account confirms its deletion. */
export const accountDeletionInfoResponseSchema = dataOf(
  z.object({ method: accountDeletionMethodSchema }),
).meta({ id: 'AccountDeletionInfoResponse' });
export type AccountDeletionInfoResponse = z.infer<typeof accountDeletionInfoResponseSchema>;

/** `POST /api/akun/hapus`: the password, or the e-mail for a Google-only account. */
export const accountDeletionBodySchema = z
  .strictObject({
    password: passwordSchema.optional(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  })
  .meta({ id: 'AccountDeletionBody' });
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;
