import { SEARCH_THRESHOLD } from '../search/search.repository';

/**
 * Whether a search `q` can match a text, decided without the database (ADR 0062). Searches use pg_trgm's
 * `q <% text` (word similarity ≥ SEARCH_THRESHOLD). Word similarity counts the trigrams of `q` found in an extent of
 * the text, divided by the trigrams of `q`; the text's whole trigram set contains every extent's, so
 * `|trigrams(q) ∩ trigrams(text)| / |trigrams(q)|` bounds it from above. Below the threshold, `q` cannot match.
 * Only plain ASCII is decided here (pg_trgm's word characters and lower-casing follow the database locale beyond
 * it): any other character, or a `q` without trigrams, answers "may match".
 */
export function searchMayMatch(q: string, text: string | null): boolean {
  if (text === null) return false;
  if (!isAscii(q) || !isAscii(text)) return true;
  const wanted = trigramsOf(q);
  if (wanted.size === 0) return true;
  const present = trigramsOf(text);
  let shared = 0;
  for (const trigram of wanted) if (present.has(trigram)) shared += 1;
  return shared / wanted.size >= SEARCH_THRESHOLD - 1e-9;
}

// eslint-disable-next-line no-control-regex -- the test is for characters beyond 7-bit ASCII
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

/** pg_trgm's trigrams: lower-cased words of letters and digits, each padded with two spaces before, one after. */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) trigrams.add(padded.slice(index, index + 3));
  }
  return trigrams;
}
