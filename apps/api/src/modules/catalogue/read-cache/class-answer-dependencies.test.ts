import { liveClassListQuerySchema } from '@scola/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from './catalogue-cache';
import { classAnswerAffectedBy, classListDependency } from './class-answer-dependencies';
import type { ClassFacets, ClassRowChange } from './row-changes';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PUBLISHED = Date.parse('2026-01-01T00:00:00Z');

const facets = (overrides: Partial<ClassFacets> = {}): ClassFacets => ({
  status: 'published',
  tutorId: id(900),
  subjectId: id(800),
  subjectSlug: 'matematika-sma',
  level: 'SMA',
  kind: 'group',
  finalPrice: 100_000,
  ratingAverage: 4,
  ratingCount: 3,
  publishedAt: PUBLISHED + 0.123,
  text: 'Geometri Ruang Latihan soal',
  tutorName: 'Rina Wulandari',
  ...overrides,
});

/** A card at `price` (the other sort columns equal), as a list answer shows it. */
const card = (n: number, price: number) => ({
  id: id(n),
  finalPrice: price,
  rating: { average: 4, count: 3 },
  publishedAt: new Date(PUBLISHED + n * 60_000).toISOString(),
});

/** A price-sorted page of two cards at 200 000 and 300 000 (full at pageSize 2). */
const pricePage = (query: Record<string, string> = {}) =>
  classListDependency(liveClassListQuerySchema.parse({ sort: 'price_asc', pageSize: '2', ...query }), {
    data: [card(1, 200_000), card(2, 300_000)],
    meta: { page: 1, pageSize: 2, total: 10 },
  });

const change = (
  old: Partial<ClassFacets> | null,
  next: Partial<ClassFacets> | null,
  n = 50,
): ClassRowChange => ({
  id: id(n),
  old: old && facets(old),
  new: next && facets(next),
});

const affects = (query: Record<string, string>, row: ClassRowChange) => {
  const dependency = pricePage(query);
  if (!dependency) throw new Error('no dependency');
  return classAnswerAffectedBy(dependency, { kind: 'classes', rows: [row] });
};

describe('class list dependencies (ADR 0062)', () => {
  it('evict a list showing the class, whatever changed', () => {
    expect(affects({}, change({ finalPrice: 200_000 }, { finalPrice: 200_000 }, 1))).toBe(true);
  });

  it('evict every page of a list the class enters or leaves (the total changes)', () => {
    expect(affects({}, change({ status: 'draft' }, {}))).toBe(true);
    expect(affects({}, change({}, null))).toBe(true);
    expect(affects({ hargaMaks: '150000' }, change({ finalPrice: 160_000 }, { finalPrice: 140_000 }))).toBe(
      true,
    );
    expect(affects({ jenjang: 'SMP' }, change({ level: 'SMA' }, { level: 'SMP' }))).toBe(true);
  });

  it('keep a list the class is in neither before nor after', () => {
    expect(affects({ jenjang: 'SMP' }, change({}, { finalPrice: 250_000 }))).toBe(false);
    expect(affects({ hargaMin: '500000' }, change({ finalPrice: 100_000 }, { finalPrice: 400_000 }))).toBe(
      false,
    );
    expect(affects({ pelajaran: 'fisika-sma' }, change({}, { finalPrice: 120_000 }))).toBe(false);
  });

  it('evict a page the class moves into or across, keep it when the class stays on one side', () => {
    expect(affects({}, change({ finalPrice: 100_000 }, { finalPrice: 250_000 }))).toBe(true); // into the page
    expect(affects({}, change({ finalPrice: 100_000 }, { finalPrice: 400_000 }))).toBe(true); // across it
    expect(affects({}, change({ finalPrice: 100_000 }, { finalPrice: 150_000 }))).toBe(false); // still before
    expect(affects({}, change({ finalPrice: 350_000 }, { finalPrice: 500_000 }))).toBe(false); // still after
    // A price equal to a card's: the order falls to the publication time, here unsure to the millisecond: evict.
    expect(
      affects(
        {},
        change({ finalPrice: 100_000 }, { finalPrice: 200_000, publishedAt: PUBLISHED + 60_000.5 }),
      ),
    ).toBe(true);
  });

  it('treat a page that is not full as open-ended', () => {
    const lastPage = classListDependency(
      liveClassListQuerySchema.parse({ sort: 'price_asc', pageSize: '5' }),
      {
        data: [card(1, 200_000), card(2, 300_000)],
      },
    );
    if (!lastPage) throw new Error('no dependency');
    const moveAfter = change({ finalPrice: 100_000 }, { finalPrice: 900_000 });
    expect(classAnswerAffectedBy(lastPage, { kind: 'classes', rows: [moveAfter] })).toBe(true);
  });

  it('evict searches when the text of a class changes: the word index matches fields the change does not carry', () => {
    const algebra = { text: 'Aljabar Linear' };
    expect(affects({ q: 'aljabar' }, change(algebra, { text: 'Aljabar Linear Lanjut' }))).toBe(true);
    expect(affects({ q: 'aljabr' }, change({}, algebra))).toBe(true);
    // Its subject, level or tutor's skills may hold the word: assumed to match.
    expect(affects({ q: 'aljabar' }, change({ text: 'Kimia Dasar' }, { text: 'Kimia Organik' }))).toBe(true);
  });

  it('keep a relevance-ranked search when neither text, rating nor publication changed', () => {
    const algebra = { text: 'Aljabar Linear' };
    expect(
      affects({ q: 'aljabar', sort: 'relevance' }, change(algebra, { ...algebra, finalPrice: 250_000 })),
    ).toBe(false);
    expect(
      affects({ q: 'aljabar', sort: 'relevance' }, change(algebra, { ...algebra, ratingAverage: 5 })),
    ).toBe(true);
    // Sorted by price, a match moving into the page evicts.
    expect(
      affects(
        { q: 'aljabar' },
        change({ ...algebra, finalPrice: 100_000 }, { ...algebra, finalPrice: 250_000 }),
      ),
    ).toBe(true);
  });

  it('evict every list when the class moves to another tutor (visibility and skills follow the tutor)', () => {
    expect(affects({ jenjang: 'SMP' }, change({}, { tutorId: id(901) }))).toBe(true);
  });
});

describe('CatalogueCache row changes', () => {
  const cache = () => {
    const instance = new CatalogueCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 0 });
    instance.setListening(true);
    return instance;
  };
  const rowsPayload = (row: ClassRowChange) => JSON.stringify({ table: 'live_classes', rows: [row] });
  const query = liveClassListQuerySchema.parse({ sort: 'price_asc', pageSize: '2' });
  const answer = { data: [card(1, 200_000), card(2, 300_000)], meta: { page: 1, pageSize: 2, total: 2 } };

  it('does not store an answer read while a change that can affect it arrived, and stores one it cannot', async () => {
    const subject = cache();
    let release: (value: typeof answer) => void = () => undefined;
    const slow = vi.fn(() => new Promise<typeof answer>((resolve) => (release = resolve)));
    const pending = subject.read('kelas:list', query, slow);
    subject.changed(rowsPayload(change({ finalPrice: 200_000 }, { finalPrice: 210_000 }, 1)));
    release(answer);
    await pending;
    const load = vi.fn(() => Promise.resolve(answer));
    await subject.read('kelas:list', query, load);
    expect(load).toHaveBeenCalledTimes(1); // the answer read during the change was not kept

    const other = { ...query, jenjang: 'SMP' as const };
    const slowOther = subject.read('kelas:list', other, () => new Promise((resolve) => (release = resolve)));
    subject.changed(rowsPayload(change({ level: 'SMA' }, { level: 'SMA', finalPrice: 1 }, 60)));
    release(answer);
    await slowOther;
    const again = vi.fn(() => Promise.resolve(answer));
    await subject.read('kelas:list', other, again);
    expect(again).not.toHaveBeenCalled(); // an SMA class cannot be in an SMP list: kept
  });

  it('evicts only the affected entries, and clears all on a payload it does not understand', async () => {
    const subject = cache();
    const load = vi.fn(() => Promise.resolve(answer));
    await subject.read('kelas:detail', id(1), load);
    await subject.read('kelas:detail', id(2), load);
    await subject.read('tutor:list', {}, load);
    subject.changed(JSON.stringify({ table: 'class_sessions', classIds: [id(1)] }));
    await subject.read('kelas:detail', id(2), load);
    expect(load).toHaveBeenCalledTimes(3); // id 2 still cached
    await subject.read('kelas:detail', id(1), load);
    expect(load).toHaveBeenCalledTimes(4);
    subject.changed('{"table":"live_classes","rows":"?"}');
    expect(subject.stats().entries).toBe(0);
  });
});
