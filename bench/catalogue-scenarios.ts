/** The requests of `bench/catalogue.ts`. */

export interface Scenario {
  id: string;
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Counted against the DESIGN.md §8 targets. */
  scored: boolean;
}

/** The fixed scenarios (DESIGN.md §8), each answering 20 cards. */
export const scenarios: Scenario[] = [
  { id: 'list', name: 'list, 20 cards', path: '/api/kelas?page=1&pageSize=20', scored: true },
  {
    id: 'filtered',
    name: 'filtered list (SMA, matematika, price)',
    path: '/api/kelas?jenjang=SMA&pelajaran=matematika-sma&sort=price_asc',
    scored: true,
  },
  { id: 'search', name: 'search q=matematika', path: '/api/kelas?q=matematika', scored: true },
  { id: 'typo', name: 'typo search q=matematka', path: '/api/kelas?q=matematka', scored: true },
  {
    id: 'br',
    name: 'list, accept-encoding: br (browser)',
    path: '/api/kelas?page=1&pageSize=20',
    headers: { 'accept-encoding': 'br, gzip' },
    scored: false,
  },
];

const levels = ['SD', 'SMP', 'SMA', 'UTBK', 'Umum'];
const sorts = ['newest', 'price_asc', 'price_desc', 'rating'];
const subjects = [
  'matematika-sma',
  'fisika-sma',
  'kimia-sma',
  'biologi-sma',
  'bahasa-inggris-sma',
  'matematika-smp',
  'ipa-smp',
  'matematika-sd',
  'tps-utbk',
  'penalaran-matematika-utbk',
  'bahasa-jepang-umum',
  'ekonomi-sma',
];
const words = [
  'trigonometri',
  'fungsi kuadrat',
  'stoikiometri',
  'genetika',
  'hukum newton',
  'pecahan',
  'aljabar',
  'integral',
  'logaritma',
  'reading',
  'hiragana',
  'peluang',
  'termokimia',
  'teks eksposisi',
  'limit fungsi',
  'penalaran',
];

/** A hot set of distinct realistic queries (pages, filters, sorts, searches), cycled through. */
export function mixPaths(): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= 10; page += 1) paths.push(`/api/kelas?page=${page}`);
  for (const level of levels) {
    for (const sort of sorts) {
      for (let page = 1; page <= 3; page += 1)
        paths.push(`/api/kelas?jenjang=${level}&sort=${sort}&page=${page}`);
    }
  }
  for (const subject of subjects) {
    for (const sort of sorts) paths.push(`/api/kelas?pelajaran=${subject}&sort=${sort}`);
    paths.push(`/api/kelas?pelajaran=${subject}&jenis=bimble`);
    paths.push(`/api/kelas?pelajaran=${subject}&hargaMaks=150000&sort=price_desc`);
  }
  for (const word of words) {
    paths.push(`/api/kelas?q=${encodeURIComponent(word)}`);
    paths.push(`/api/kelas?q=${encodeURIComponent(word)}&page=2`);
    paths.push(`/api/kelas?q=${encodeURIComponent(word)}&sort=price_asc`);
  }
  // Interleave, so consecutive requests differ in kind.
  return paths
    .map((path, index) => ({ path, key: (index * 7919) % paths.length }))
    .sort((a, b) => a.key - b.key)
    .map((item) => item.path);
}

/** A text search (search-core's part of issue 16), as opposed to a list query (filters, sorts, pages). */
export const isSearchPath = (path: string) => /[?&]q=/.test(path);

/** Queries never seen before (every request a cache miss): price bounds that change with each request. */
export function coldPaths(): () => string {
  let n = 0;
  return () => {
    n += 1;
    const level = levels[n % levels.length] ?? 'SMA';
    return `/api/kelas?jenjang=${level}&hargaMaks=${100_000 + n}&sort=${sorts[n % sorts.length] ?? 'newest'}`;
  };
}
