/**
 * What finding the answers a class change evicts costs, with the cache full (ADR 0062): `CATALOGUE_CACHE_ENTRIES`
 * (5 000) class lists of distinct queries, each a page of 20 cards, then row changes of random classes (price, level,
 * publication, text) timed one by one. No database: the in-process cache only.
 *
 *   node --conditions=@scola/source --import tsx bench/catalogue-eviction-cost.ts [--entries 5000] [--changes 300]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { liveClassListQuerySchema } from '@scola/contracts';
import { CatalogueCache, type ClassFacets } from '../apps/api/src/modules/catalogue';

const { values: args } = parseArgs({
  options: { entries: { type: 'string', default: '5000' }, changes: { type: 'string', default: '300' } },
});
const entries = Number(args.entries);
const changes = Number(args.changes);
const levels = ['SD', 'SMP', 'SMA', 'UTBK', 'Umum'] as const;
const sorts = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
const CLASSES = 100_000;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const priceOf = (n: number) => 50_000 + ((n * 7919) % 400) * 1_000;

const cache = new CatalogueCache({ maxEntries: entries, maxBytes: 1 << 30, ttlMs: 0 });
cache.setListening(true);
const queries = Array.from({ length: entries }, (_, n) =>
  liveClassListQuerySchema.parse({
    jenjang: pick(levels, n),
    sort: pick(sorts, n >> 3),
    page: String(1 + (n % 5)),
    ...(n % 3 === 0 ? { hargaMaks: String(100_000 + (n % 40) * 10_000) } : {}),
    ...(n % 7 === 0
      ? { q: pick(['trigonometri', 'aljabar', 'latihan', 'stoikiometri', 'genetika'], n) }
      : {}),
  }),
);
/** Loads every query not cached (a page of 20 cards each): the cache is full again. */
async function fill() {
  for (const [n, query] of queries.entries()) {
    const first = (n * 20) % CLASSES;
    const data = Array.from({ length: 20 }, (_, index) => ({
      id: id(first + index),
      finalPrice: priceOf(first + index),
      rating: { average: 4, count: 10 },
      publishedAt: new Date(Date.UTC(2026, 0, 1) + (first + index) * 1000).toISOString(),
    }));
    await cache.read('kelas:list', query, () =>
      Promise.resolve({ data, meta: { page: query.page, total: 1000 } }),
    );
  }
}

const facets = (n: number, overrides: Partial<ClassFacets> = {}): ClassFacets => ({
  status: 'published',
  tutorId: id(900_000),
  subjectId: id(800_000),
  subjectSlug: 'matematika-sma',
  level: pick(levels, n),
  kind: 'group',
  finalPrice: priceOf(n),
  ratingAverage: 4,
  ratingCount: 10,
  publishedAt: Date.UTC(2026, 0, 1) + n * 1000 + 0.5,
  text: `Kelas ${n} latihan soal`,
  tutorName: 'Rina Wulandari',
  ...overrides,
});
const timings: number[] = [];
let evicted = 0;
for (let change = 0; change < changes; change += 1) {
  const n = Math.floor(Math.random() * CLASSES);
  const edits: Partial<ClassFacets>[] = [
    { finalPrice: priceOf(n) + 1_000 },
    { text: `Kelas ${n} latihan soal (baru)` },
    { status: 'draft' },
  ];
  const payload = JSON.stringify({
    table: 'live_classes',
    rows: [{ id: id(n), old: facets(n), new: facets(n, pick(edits, change)) }],
  });
  await fill(); // every change meets a full cache
  const before = cache.stats().rowEvictions;
  const started = process.hrtime.bigint();
  cache.changed(payload);
  timings.push(Number(process.hrtime.bigint() - started) / 1000);
  evicted += cache.stats().rowEvictions - before;
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.floor(q * (timings.length - 1))]?.toFixed(0);
console.info(
  `${entries} cached class lists, ${changes} row changes (price +1 000, text, unpublish in turn): per change median ${at(0.5)} µs, p99 ${at(0.99)} µs (parsing included); ${(evicted / changes).toFixed(1)} answers evicted per change; load average ${loadavg()[0]?.toFixed(1)}`,
);
