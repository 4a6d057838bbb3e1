/**
 * Query words, normalised exactly like the index's words (`catalogue_search_words` in migration 0035): common
 * accented Latin letters folded, ASCII lower case, split on anything but a-z and 0-9. Both sides must agree, or a
 * word would never meet itself.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ';
const FOLDED = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
const FOLD = new Map([...ACCENTED].map((letter, i) => [letter, FOLDED[i] ?? letter]));

/** Most words of one query that are matched (the rest are ignored: a query is a few words, not a paragraph). */
export const MAX_QUERY_WORDS = 6;

export function wordsOf(text: string): string[] {
  const folded = [...text].map((letter) => FOLD.get(letter) ?? letter).join('');
  const lower = folded.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const words = lower.split(/[^a-z0-9]+/).filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Typos a query word may have (Meilisearch's rule): one from 5 letters, two from 9. */
export const allowedTypos = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Optimal-string-alignment distance (Damerau–Levenshtein without re-editing a transposed pair): insertion,
 * deletion, substitution and the transposition of two neighbours each count as one typo. Stops early above `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The word and every string up to `depth` deletions away (the query side of the SymSpell lookup). */
export function deletionsOf(word: string, depth: number): string[] {
  const found = new Set([word]);
  let frontier = [word];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const text of frontier) {
      for (let i = 0; i < text.length; i++) {
        const shorter = text.slice(0, i) + text.slice(i + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...found];
}
