import type { ContentLanguage, InspireArticle, InspireCategory, InspireText } from '@scola/contracts';

/**
 * Lower case, accents folded ("Café" → "cafe"), anything that is not a letter or digit turned into one space. The
 * build writes the search index with it and the page normalises what the reader types the same way.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The article in `language`, or in Indonesian when it has no translation. */
export function inspireTextOf(article: InspireArticle, language: ContentLanguage): InspireText {
  return (language === 'en' ? article.texts.en : undefined) ?? article.texts.id;
}

export interface InspireQuery {
  category?: InspireCategory | undefined;
  text?: string | undefined;
}

/**
 * The articles of a category whose index holds every word typed (in any order, a word's start is enough:
 * "belaj" finds "belajar"); the ones whose title matches come first, otherwise newest first, as stored.
 */
export function searchInspire(
  articles: readonly InspireArticle[],
  language: ContentLanguage,
  { category, text = '' }: InspireQuery,
): InspireArticle[] {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const inCategory = articles.filter((article) => !category || article.category === category);
  if (words.length === 0) return inCategory;
  const startsWord = (haystack: string, word: string) => ` ${haystack}`.includes(` ${word}`);
  const scored = inCategory.flatMap((article, order) => {
    const localized = inspireTextOf(article, language);
    if (!words.every((word) => startsWord(localized.search, word))) return [];
    const title = normalizeSearchText(localized.title);
    const titleHits = words.filter((word) => startsWord(title, word)).length;
    return [{ article, titleHits, order }];
  });
  scored.sort((a, b) => b.titleHits - a.titleHits || a.order - b.order);
  return scored.map(({ article }) => article);
}
