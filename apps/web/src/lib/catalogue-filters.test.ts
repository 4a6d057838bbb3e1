import { describe, expect, it } from 'vitest';
import { classFilterSpec } from '../features/catalogue-classes/api/class-filters';
import { tutorFilterSpec } from '../features/catalogue-tutors/api/tutor-filters';
import {
  apiListPath,
  countActiveFilters,
  parseFilters,
  serializeFilters,
  withoutPage,
} from './catalogue-filters';

const parse = (query: string) => parseFilters(classFilterSpec, new URLSearchParams(query));
const serialize = (values: Parameters<typeof serializeFilters<typeof classFilterSpec>>[1]) =>
  serializeFilters(classFilterSpec, values).toString();

describe('catalogue filters ↔ URL query', () => {
  it('reads every valid filter with its type', () => {
    expect(
      parse(
        'q=fungsi+kuadrat&pelajaran=matematika-sma&jenjang=SMA&jenis=bimble&hargaMin=50000&hargaMaks=200000&ratingMin=4.5&sort=price_asc&page=2',
      ),
    ).toEqual({
      q: 'fungsi kuadrat',
      pelajaran: 'matematika-sma',
      jenjang: 'SMA',
      jenis: 'bimble',
      hargaMin: 50_000,
      hargaMaks: 200_000,
      ratingMin: 4.5,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('survives a round trip URL → filters → URL unchanged', () => {
    const query =
      'q=aljabar&pelajaran=matematika-sma&jenjang=SMA&jenis=group&hargaMin=0&hargaMaks=150000&ratingMin=4&sort=rating&page=3';
    expect(serialize(parse(query))).toBe(query);
    const values = { q: 'TPS', jenjang: 'UTBK', hargaMaks: 99_000, page: 2 } as const;
    expect(parse(serialize(values))).toEqual(values);
  });

  it('drops invalid values and unknown keys', () => {
    expect(
      parse(
        'q=%20%20&pelajaran=Matematika%20SMA!&jenjang=KULIAH&jenis=privat&hargaMin=-5&hargaMaks=abc&ratingMin=6&sort=cheapest&page=0&foo=bar',
      ),
    ).toEqual({});
    expect(parse('ratingMin=4.2.1&page=1.5&hargaMin=1e5')).toEqual({});
    expect(parse(`q=${'a'.repeat(101)}`)).toEqual({});
    expect(parse('hargaMin=2000000000')).toEqual({});
  });

  it('drops an upper price below the lower one', () => {
    expect(parse('hargaMin=200000&hargaMaks=100000')).toEqual({ hargaMin: 200_000 });
  });

  it('writes one URL per search: spec order, no empty values, no page 1', () => {
    expect(serialize({ page: 1, sort: 'newest', q: '  aljabar ', jenjang: 'SMA' })).toBe(
      'q=aljabar&jenjang=SMA&sort=newest',
    );
    expect(serialize({ q: '', jenis: undefined })).toBe('');
    expect(serialize({ hargaMin: 100, hargaMaks: 50 })).toBe('hargaMin=100');
  });

  it('starts a new search at page 1 and counts the filters', () => {
    expect(withoutPage<typeof classFilterSpec>({ q: 'x', page: 4 })).toEqual({ q: 'x' });
    expect(
      countActiveFilters<typeof classFilterSpec>({
        q: 'x',
        jenjang: 'SD',
        hargaMin: 0,
        sort: 'rating',
        page: 2,
      }),
    ).toBe(2);
  });

  it('builds the API path from the same values', () => {
    expect(apiListPath('/kelas', classFilterSpec, { q: 'kimia', jenjang: 'SMA', page: 2 }, 12)).toBe(
      '/kelas?q=kimia&jenjang=SMA&page=2&pageSize=12',
    );
    expect(apiListPath('/tutor', tutorFilterSpec, { kota: 'Bandung', keahlian: 'fisika' }, 12)).toBe(
      '/tutor?keahlian=fisika&kota=Bandung&pageSize=12',
    );
  });
});
