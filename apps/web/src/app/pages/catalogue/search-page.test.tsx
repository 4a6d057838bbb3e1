import type { SearchGroupsResponse, SearchSuggestion } from '@scola/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../auth/testing/fakes';
import { renderApp } from '../../../test/app-session';
import {
  classPackageFixture,
  liveClassCard,
  materialCard,
  tutorCard,
} from '../../../test/catalogue-fixtures';

const SLOW = 15_000;
const CLASS_ID = 'adb235ec-2dce-425c-a4ef-282d9a26db28';

const empty = { items: [], total: 0 };

function groups(q: string, overrides: Partial<SearchGroupsResponse['data']> = {}): SearchGroupsResponse {
  return {
    data: {
      q,
      classes: { items: [liveClassCard()], total: 9 },
      packages: { items: [classPackageFixture()], total: 1 },
      materials: { items: [materialCard()], total: 2 },
      courses: empty,
      tutors: { items: [tutorCard()], total: 1 },
      didYouMean: null,
      ...overrides,
    },
  };
}

const suggestions: SearchSuggestion[] = [
  { kind: 'class', id: CLASS_ID, label: 'Fungsi Kuadrat dan Grafiknya', detail: 'Budi Santoso' },
  { kind: 'subject', id: 'matematika-sma', label: 'Matematika', detail: '12 kelas' },
  { kind: 'tutor', id: '55429ae1-ab48-4ac8-8460-49fde89c817f', label: 'Budi Santoso', detail: 'Matematika' },
];

function searchApi({ nothing = false, failing = false } = {}) {
  const api = new FakeApi();
  api
    .on('GET', '/api/cari', (call) => {
      if (failing) return { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
      const q = new URL(call.url).searchParams.get('q') ?? '';
      return {
        body: nothing
          ? groups(q, {
              classes: empty,
              packages: empty,
              materials: empty,
              tutors: empty,
              didYouMean: 'kuadrat',
            })
          : groups(q),
      };
    })
    .on('GET', '/api/cari/saran', { body: { data: { suggestions, didYouMean: null } } });
  return api;
}

const box = () =>
  screen.getByRole<HTMLInputElement>('combobox', { name: 'Cari kelas, paket, materi, kursus, atau tutor' });

describe('/cari', () => {
  it('shows a section per kind that found something, with cards and "Lihat semua" to its list', async () => {
    const api = searchApi();
    const { router } = await renderApp('/cari?q=kuadrat', { api });
    const classes = await screen.findByRole('region', { name: 'Kelas' }, { timeout: SLOW });
    expect(within(classes).getByRole('link', { name: 'Fungsi Kuadrat dan Grafiknya' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Paket kelas' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Materi' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tutor' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Kursus lifeskill' })).toBeNull();
    expect(screen.getByText('13 hasil untuk “kuadrat”')).toBeTruthy();
    expect(box().value).toBe('kuadrat');
    expect(new URL(api.callsTo('GET', '/api/cari')[0]!.url).search).toBe('?q=kuadrat');
    fireEvent.click(within(classes).getByRole('link', { name: 'Lihat semua 9 hasil kelas' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/kelas?q=kuadrat'),
    );
  }, 40_000);

  it('offers the corrected spelling when nothing matches, and searches it when chosen', async () => {
    const { router } = await renderApp('/cari?q=kudrat', { api: searchApi({ nothing: true }) });
    expect(
      await screen.findByText('Tidak ada yang cocok dengan “kudrat”', {}, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByText('Mungkin maksud kamu:')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'kuadrat' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kuadrat'));
  }, 40_000);

  it('says so when the search fails, with a retry', async () => {
    await renderApp('/cari?q=kuadrat', { api: searchApi({ failing: true }) });
    expect(await screen.findByText('Hasil pencarian tidak dapat dimuat', {}, { timeout: SLOW })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  }, 40_000);

  it('asks for words when there is no q', async () => {
    const api = searchApi();
    await renderApp('/cari', { api });
    expect(await screen.findByText(/Tulis kata yang dicari/, {}, { timeout: SLOW })).toBeTruthy();
    expect(api.callsTo('GET', '/api/cari')).toHaveLength(0);
  }, 40_000);
});

describe('search suggestions (combobox)', () => {
  async function typed(text: string[], api = searchApi()) {
    const app = await renderApp('/cari', { api });
    await screen.findByText(/Tulis kata yang dicari/, {}, { timeout: SLOW });
    fireEvent.focus(box());
    for (const value of text) fireEvent.change(box(), { target: { value } });
    await screen.findByRole('listbox', { name: 'Saran pencarian' }, { timeout: SLOW });
    return app;
  }

  it('asks once for the settled text and lists kind, label and detail', async () => {
    const { api } = await typed(['ku', 'kua', 'kuad']);
    const calls = api.callsTo('GET', '/api/cari/saran');
    expect(calls.map((call) => new URL(call.url).searchParams.get('q'))).toEqual(['kuad']);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Fungsi Kuadrat dan GrafiknyaKelas · Budi Santoso',
      'MatematikaPelajaran · 12 kelas',
      'Budi SantosoTutor · Matematika',
    ]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  }, 40_000);

  it('moves the highlight with the arrows and opens the highlighted suggestion with Enter', async () => {
    const { router } = await typed(['kuadrat']);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const [first] = screen.getAllByRole('option');
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(first!.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/kelas?pelajaran=matematika-sma',
      ),
    );
  }, 40_000);

  it('opens a clicked suggestion; Esc closes the list and Enter then submits the search', async () => {
    const { router } = await typed(['kuadrat']);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=kuadrat'));
    // The page shows the search's groups under a new box holding the words.
    await screen.findByRole('region', { name: 'Kelas' }, { timeout: SLOW });
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'kuadra' } });
    fireEvent.click(await screen.findByRole('option', { name: /Fungsi Kuadrat/ }, { timeout: SLOW }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kelas/${CLASS_ID}`), {
      timeout: SLOW,
    });
  }, 40_000);
});
