import { z } from 'zod';

/**
 * The content database (ADR 0052): the Markdown under `apps/web/content/`, compiled by the web build into one JSON
 * file named by its hash (`/assets/content-<hash>.json`), fetched by the pages that read it. The build writes this
 * shape and the client checks it on load.
 */
export const contentLanguages = ['id', 'en'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export const inspireCategories = ['tips', 'cerita'] as const;
export type InspireCategory = (typeof inspireCategories)[number];

/** An `h2` of a document: its anchor id and text, for a table of contents. */
export const contentHeadingSchema = z.object({ id: z.string(), text: z.string() });
export type ContentHeading = z.infer<typeof contentHeadingSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One language's version of an inspire article. */
export const inspireTextSchema = z.object({
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  /** Built from Markdown whose text was escaped: only the tags the compiler writes. */
  html: z.string(),
  readingMinutes: z.number().int().positive(),
  /** Title, summary, tags and body text, lower case with accents folded (the search index). */
  search: z.string(),
});
export type InspireText = z.infer<typeof inspireTextSchema>;

export const inspireArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: z.enum(inspireCategories),
  date: isoDate,
  author: z.string(),
  /** A path under the web app's public folder, or absent. */
  cover: z.string().nullable(),
  /** Indonesian always; English when the article has a translation. */
  texts: z.object({ id: inspireTextSchema, en: inspireTextSchema.optional() }),
});
export type InspireArticle = z.infer<typeof inspireArticleSchema>;

export const legalTextSchema = z.object({
  title: z.string(),
  summary: z.string(),
  updated: isoDate,
  html: z.string(),
  headings: z.array(contentHeadingSchema),
});
export type LegalText = z.infer<typeof legalTextSchema>;

export const legalDocumentNames = ['privacy', 'terms'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

const legalDocumentSchema = z.object({ id: legalTextSchema, en: legalTextSchema.optional() });

export const contentDbSchema = z.object({
  /** Newest first. */
  inspire: z.array(inspireArticleSchema),
  legal: z.object({ privacy: legalDocumentSchema, terms: legalDocumentSchema }),
});
export type ContentDb = z.infer<typeof contentDbSchema>;
