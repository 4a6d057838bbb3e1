import { z } from 'zod';
import { expertiseSchema, subjectSchema } from './catalogue-reference';
import { dataOf } from './common';
import { geoPointSchema } from './tutors';

/**
 * The signed-in tutor's own public profile (`GET/PUT /api/tutor/profil`, photo at `PUT/DELETE /api/tutor/profil/foto`).
 * What is saved shows at once on `/tutor/detil/{id}` and on the tutor's cards (the catalogue cache is cleared).
 */

/** Indonesia's three zones: WIB, WITA, WIT (no daylight saving). */
export const tutorTimeZones = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export const tutorTimeZoneSchema = z.enum(tutorTimeZones);
export type TutorTimeZone = z.infer<typeof tutorTimeZoneSchema>;
/** The Indonesian abbreviation shown after a time of each zone. */
export const tutorTimeZoneLabels: Readonly<Record<TutorTimeZone, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** The lowest and highest bimble rate per hour, integer rupiah (the same bounds as the tutor application). */
export const TUTOR_HOURLY_RATE_MIN = 10_000;
export const TUTOR_HOURLY_RATE_MAX = 5_000_000;

/** Longest bio as stored HTML (after sanitising). */
export const TUTOR_BIO_MAX_LENGTH = 20_000;

export const tutorProfileInputSchema = z
  .strictObject({
    displayName: z.string().trim().min(3, 'Nama minimal 3 karakter.').max(120),
    headline: z.string().trim().min(10, 'Judul profil minimal 10 karakter.').max(120),
    /** Rich text (the shared editor's HTML); sanitised by the API before it is stored. */
    bio: z.string().max(TUTOR_BIO_MAX_LENGTH),
    education: z.string().trim().min(3, 'Pendidikan minimal 3 karakter.').max(2000),
    experience: z.string().trim().max(4000).default(''),
    /** From the admin's lists (`/api/keahlian`, `/api/pelajaran`); one of the two may be empty, not both. */
    expertiseIds: z.array(z.uuid()).max(20),
    subjectIds: z.array(z.uuid()).max(30),
    city: z.string().trim().min(2, 'Kota minimal 2 karakter.').max(80).nullable(),
    /** Where the tutor teaches from (optional). */
    location: geoPointSchema.nullable(),
    /** Bimble rate per hour in integer rupiah; null = no bimble offered. */
    hourlyRate: z.number().int().min(TUTOR_HOURLY_RATE_MIN).max(TUTOR_HOURLY_RATE_MAX).nullable(),
    timeZone: tutorTimeZoneSchema,
  })
  .refine((input) => input.expertiseIds.length + input.subjectIds.length > 0, {
    path: ['subjectIds'],
    message: 'Pilih minimal satu keahlian atau satu mata pelajaran.',
  });
export type TutorProfileInput = z.input<typeof tutorProfileInputSchema>;
export type TutorProfileInputParsed = z.output<typeof tutorProfileInputSchema>;

/** The tutor's own profile as the form edits it (also before verification, when it is not public yet). */
export const tutorOwnProfileSchema = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    headline: z.string(),
    /** Sanitised HTML. */
    bio: z.string(),
    education: z.string(),
    experience: z.string(),
    expertise: z.array(expertiseSchema),
    subjects: z.array(subjectSchema),
    city: z.string().nullable(),
    location: geoPointSchema.nullable(),
    photoUrl: z.string().nullable(),
    hourlyRate: z.number().int().nullable(),
    timeZone: tutorTimeZoneSchema,
    /** Null while the profile is not public (not verified yet). */
    verifiedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorOwnProfile' });
export type TutorOwnProfile = z.infer<typeof tutorOwnProfileSchema>;
export const tutorOwnProfileResponseSchema = dataOf(tutorOwnProfileSchema);
