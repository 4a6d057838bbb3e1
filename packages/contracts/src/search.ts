import { z } from 'zod';
import { classPackageCardSchema } from './class-packages';
import { searchTextSchema } from './catalogue';
import { dataOf } from './common';
import { liveClassCardSchema } from './live-classes';
import { materialCardSchema } from './materials';
import { skillCourseCardSchema } from './skill-courses';
import { tutorCardSchema } from './tutors';

/**
 * Search across the whole catalogue: the search box's suggestions (`GET /api/cari/saran?q=`) and the grouped answer
 * of the landing page's search (`GET /api/cari?q=`). Both use the catalogue's typo-tolerant matching, so a
 * suggestion and a result never disagree.
 */

/** What a suggestion points at. `subject` opens the class list filtered by that subject. */
export const searchSuggestionKinds = ['class', 'package', 'material', 'course', 'tutor', 'subject'] as const;
export const searchSuggestionKindSchema = z.enum(searchSuggestionKinds);
export type SearchSuggestionKind = z.infer<typeof searchSuggestionKindSchema>;

/** Most suggestions in one answer. */
export const MAX_SEARCH_SUGGESTIONS = 8;

/** `q` of both routes: required here (a blank search has nothing to suggest). */
export const searchQuerySchema = z.strictObject({
  q: searchTextSchema.pipe(z.string({ error: 'Tulis kata yang dicari.' })),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchSuggestionSchema = z
  .object({
    kind: searchSuggestionKindSchema,
    /** The item's id; for a subject, its slug (the `pelajaran` filter). */
    id: z.string(),
    /** What the box shows: the title, the tutor's name or the subject's name. */
    label: z.string(),
    /** A second line: the tutor of an item, a tutor's main subject, a subject's number of classes. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'SearchSuggestion' });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = dataOf(
  z.object({
    suggestions: z.array(searchSuggestionSchema).max(MAX_SEARCH_SUGGESTIONS),
    /** The corrected query when nothing matches the words as typed but a close spelling does ("did you mean"). */
    didYouMean: z.string().nullable(),
  }),
).meta({ id: 'SearchSuggestionsResponse' });
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

/** Most items of one kind in the grouped answer; `total` says how many the kind's own list would show. */
export const SEARCH_GROUP_SIZE = 4;

const groupOf = <T extends z.ZodType>(card: T) =>
  z.object({ items: z.array(card).max(SEARCH_GROUP_SIZE), total: z.number().int().min(0) });

export const searchGroupsResponseSchema = dataOf(
  z.object({
    q: z.string(),
    classes: groupOf(liveClassCardSchema),
    packages: groupOf(classPackageCardSchema),
    materials: groupOf(materialCardSchema),
    courses: groupOf(skillCourseCardSchema),
    tutors: groupOf(tutorCardSchema),
    didYouMean: z.string().nullable(),
  }),
).meta({ id: 'SearchGroupsResponse' });
export type SearchGroupsResponse = z.infer<typeof searchGroupsResponseSchema>;
