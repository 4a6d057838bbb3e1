/** The queries of `bench/search.ts`: what learners type, on the vocabulary of `seed:scale` (ADR 0059). */

export interface SearchQuery {
  path: string;
  /** exact, multi-word, typo, transposition, prefix, tutor, other kinds; suggestions as typed. */
  group: string;
}

const list = (group: string, q: string, list = 'kelas'): SearchQuery => ({
  group,
  path: `/api/${list}?q=${encodeURIComponent(q)}`,
});

/** List searches (`sort=relevance`, first page of 20, with the total). */
export const listQueries: SearchQuery[] = [
  ...[
    'matematika',
    'fisika',
    'stoikiometri',
    'trigonometri',
    'genetika',
    'pecahan',
    'hiragana',
    'integral',
  ].map((q) => list('exact', q)),
  ...[
    'les privat fisika',
    'fungsi kuadrat',
    'hukum newton',
    'matematika sma',
    'bahasa inggris smp',
    'limit fungsi',
  ].map((q) => list('multi-word', q)),
  ...['matemtika', 'matematka', 'fisiak', 'stoikiometir', 'trigonometi', 'genetik', 'biologii'].map((q) =>
    list('typo', q),
  ),
  ...['siumlasi', 'kimai', 'aljbaar', 'trigonoemtri', 'ekosisetm'].map((q) => list('transposition', q)),
  ...['matem', 'stoik', 'fungsi kuad', 'bahasa ing', 'trigo'].map((q) => list('prefix', q)),
  ...['budi santoso', 'python', 'matematika'].map((q) => list('tutor', q, 'tutor')),
  list('other kinds', 'matematika', 'materi'),
  list('other kinds', 'fotografi', 'lifeskill'),
  list('other kinds', 'paket sains', 'kelas-paket'),
  list('no match', 'zzqxwv'),
];

/** The search box as someone types: every prefix of a few queries. */
export const suggestionQueries: SearchQuery[] = [
  'matematika sma',
  'les privat fisika',
  'stoikiometri',
  'budi',
].flatMap((typed) =>
  Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1))
    .filter((prefix) => prefix.trim() !== '' && !prefix.endsWith(' '))
    .map((prefix) => ({ group: 'suggestions', path: `/api/cari/saran?q=${encodeURIComponent(prefix)}` })),
);
