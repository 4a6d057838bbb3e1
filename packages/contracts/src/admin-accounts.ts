import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { roleSchema } from './users';

/**
 * Where an account stands: `active` (can sign in), `inactive` (address not proven yet), `suspended`, `deleted` (the
 * owner deleted it, ADR 0051: only the anonymised row is left, read-only). The list hides `deleted` unless asked.
 */
export const accountStatuses = ['active', 'inactive', 'suspended', 'deleted'] as const;
export const accountStatusSchema = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** One account as the admin console shows it (never the password hash). */
export const adminAccountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    scope: z.array(roleSchema),
    status: accountStatusSchema,
    hasPassword: z.boolean(),
    tutorVerifiedAt: z.iso.datetime().nullable(),
    activatedAt: z.iso.datetime().nullable(),
    suspendedAt: z.iso.datetime().nullable(),
    /** When the owner deleted the account; such an account takes no admin action (`ACCOUNT_IS_DELETED`). */
    deletedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountListSchema = listOf(adminAccountSchema);
export type AdminAccountList = z.infer<typeof adminAccountListSchema>;
export const adminAccountResponseSchema = dataOf(adminAccountSchema);

export const adminAccountSorts = ['terbaru', 'terlama', 'nama', 'email'] as const;
export type AdminAccountSort = (typeof adminAccountSorts)[number];

/**
 * `GET /api/admin/akun`: `q` matches name or e-mail (case-insensitive); every filter optional. Without `status`,
 * deleted accounts are left out (they are no one's account any more); `status=deleted` lists only them.
 */
export const adminAccountListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  q: z.string().trim().min(1).max(120).optional(),
  role: roleSchema.optional(),
  status: accountStatusSchema.optional(),
  sort: z.enum(adminAccountSorts).default('terbaru'),
});
export type AdminAccountListQuery = z.infer<typeof adminAccountListQuerySchema>;
