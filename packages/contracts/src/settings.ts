import { z } from 'zod';
import { dataOf } from './common';

/** The languages of the web app (Indonesian first, the default). */
export const locales = ['id', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/**
 * The zones offered first: Indonesia's three (WIB, WITA, WIT), then common ones of the region and beyond. Any other
 * valid IANA name is accepted too.
 */
export const suggestedTimeZones = [
  'Asia/Jakarta',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Bangkok',
  'Asia/Manila',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

/**
 * Whether `name` is an IANA zone name the runtime knows (`Asia/Jakarta`, `UTC`): offsets such as `+07:00`, which
 * recent runtimes also accept as a `timeZone`, are refused because they ignore daylight saving.
 */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZoneName, { message: 'Zona waktu tidak dikenal.' })
  .meta({ id: 'TimeZone', description: 'An IANA time zone name, e.g. Asia/Jakarta' });

/** The account's own settings (`GET`/`PATCH /api/akun/pengaturan`); `locale` is null until one is chosen. */
export const accountSettingsSchema = z
  .object({ locale: localeSchema.nullable(), timeZone: z.string() })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const accountSettingsResponseSchema = dataOf(accountSettingsSchema);
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

export const accountSettingsUpdateBodySchema = z
  .strictObject({ locale: localeSchema.optional(), timeZone: timeZoneSchema.optional() })
  .meta({ id: 'AccountSettingsUpdate' });
export type AccountSettingsUpdateBody = z.infer<typeof accountSettingsUpdateBodySchema>;

/**
 * One signed-in device (a refresh-token family): `id` is the session id (`sid` of its access tokens). `lastUsedAt`
 * is its latest token rotation; `ipHint` shows only the start of the address.
 */
export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    userAgent: z.string().nullable(),
    ipHint: z.string().nullable(),
    startedAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = dataOf(z.array(accountSessionSchema));
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const accountSessionParamsSchema = z.strictObject({ id: z.uuid() });

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export const endedSessionsResponseSchema = dataOf(endedSessionsSchema);
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;

/** The Google account linked to this one, if any; it may be unlinked only when the account has a password. */
export const googleLinkSchema = z
  .object({ connected: z.boolean(), email: z.string().nullable(), hasPassword: z.boolean() })
  .meta({ id: 'GoogleLink' });
export type GoogleLink = z.infer<typeof googleLinkSchema>;
export const googleLinkResponseSchema = dataOf(googleLinkSchema);
export type GoogleLinkResponse = z.infer<typeof googleLinkResponseSchema>;
