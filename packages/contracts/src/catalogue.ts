import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './common';

/**
 * Pieces shared by the public catalogue (kelas, kelas-paket, materi, lifeskill, tutor): query parameters, ratings,
 * the tutor shown on cards. Query parameter names are Indonesian, like the URL words: `q`, `pelajaran`, `jenjang`,
 * `jenis`, `keahlian`, `kategori`, `tutor`, `kota`, `hargaMin`, `hargaMaks`, `ratingMin`, `sort`, `page`, `pageSize`.
 */

/** Sort orders of catalogue lists; each list accepts the subset that makes sense for it. */
export const catalogueSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export const catalogueSortSchema = z.enum(catalogueSorts);
export type CatalogueSort = z.infer<typeof catalogueSortSchema>;

/** Publication state of a catalogue item; only `published` items (of verified tutors) are public. */
export const publicationStatuses = ['draft', 'published', 'archived'] as const;
export const publicationStatusSchema = z.enum(publicationStatuses);
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/** Longest accepted search text (`q`). */
export const MAX_SEARCH_LENGTH = 100;
/** Highest accepted price filter, in rupiah. */
export const MAX_PRICE_FILTER = 1_000_000_000;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `q`: free text, typo-tolerant, across titles, summaries and tutor names. A blank `q` means no search. */
export const searchTextSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().min(1).max(MAX_SEARCH_LENGTH).optional(),
);

const UUID_OR_SLUG =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i;

/** A reference item (subject, expertise, expertise category) named by its id or its slug. */
export const idOrSlugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(UUID_OR_SLUG, { message: 'Harus berupa id (UUID) atau slug.' });

/** A price filter in rupiah (integer, 0 included). */
export const priceFilterSchema = z.coerce.number().int().min(0).max(MAX_PRICE_FILTER);

/** Minimum average rating, 0 to 5 (decimals allowed, e.g. 4.5). */
export const ratingFilterSchema = z.coerce.number().min(0).max(5);

/** `page` and `pageSize` of every catalogue list. */
export const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** `sort=` accepting only `sorts`; absent = `relevance` when `q` is given, `newest` otherwise. */
export const sortFieldOf = <const T extends readonly [CatalogueSort, ...CatalogueSort[]]>(sorts: T) =>
  z.enum(sorts).optional();

/** Refuses `hargaMin` above `hargaMaks`, naming `hargaMaks`. */
export const checkPriceRange = (
  query: { hargaMin?: number | undefined; hargaMaks?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (query.hargaMin !== undefined && query.hargaMaks !== undefined && query.hargaMin > query.hargaMaks) {
    ctx.addIssue({
      code: 'custom',
      path: ['hargaMaks'],
      message: 'hargaMaks harus lebih besar atau sama dengan hargaMin.',
    });
  }
};

/**
 * Average rating (0 when there is no review yet, 2 decimals) and number of reviews **of the thing it belongs to**,
 * and of nothing else: a class's, material's or course's `rating` summarises the reviews of that item; a tutor's
 * `rating` summarises the reviews written about the tutor (`/tutor/detil/{id}`'s review list), not the reviews of
 * their items, as a tutor marketplace rates a teacher and a course separately. So a tutor at 3.5 can teach a class
 * at 4.8; clients label each number with what it rates ("Rating tutor", "Rating kelas ini") and its review count.
 */
export const ratingSummarySchema = z
  .object({
    average: z.number().min(0).max(5),
    count: z.number().int().min(0),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The tutor as shown on a catalogue card (id = the tutor's user id; page `/tutor/detil/{id}`). */
export const tutorRefSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    photoUrl: z.string().nullable(),
    headline: z.string(),
    city: z.string().nullable(),
  })
  .meta({ id: 'TutorRef' });
export type TutorRef = z.infer<typeof tutorRefSchema>;
