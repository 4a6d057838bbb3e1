import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentUrl } from 'virtual:scola/content';
import { compileContent, type ContentFile } from '../../../../build/content/compile';
import { setLanguage } from '../../../i18n';
import { renderApp } from '../../../test/app-session';

const SLOW = 5000;

const legal = (name: string, language: string, heading: string): ContentFile => ({
  path: `legal/${name}.${language}.md`,
  source: `---\ntitle: T ${name} ${language}\nsummary: S\nupdated: 2026-11-21\n---\nIntro.\n\n## ${heading}\n\nText.\n`,
});
const article = (slug: string, language: 'id' | 'en', fields: string, body: string): ContentFile => ({
  path: `inspire/${slug}.${language}.md`,
  source: `---\n${fields}\n---\n${body}\n`,
});
const fields = (title: string, category: string, date: string) =>
  `title: ${title}\nsummary: Ringkasan ${title}\ndate: ${date}\nauthor: Tim Scola\ncategory: ${category}\ntags: [belajar]`;

const { json } = compileContent([
  legal('privacy', 'id', 'Hak Anda'),
  legal('privacy', 'en', 'Your rights'),
  legal('terms', 'id', 'Akun'),
  legal('terms', 'en', 'Accounts'),
  article('pomodoro', 'id', fields('Teknik Pomodoro', 'tips', '2026-11-20'), 'Dua puluh lima menit fokus.'),
  article('pomodoro', 'en', 'title: The Pomodoro Technique\nsummary: Focus', 'Twenty-five minutes of focus.'),
  article('cerita-rani', 'id', fields('Cerita Rani', 'cerita', '2026-11-10'), 'Rani lolos SNBT.'),
  article('tidur', 'id', fields('Tidur cukup', 'tips', '2026-09-01'), 'Tidur sebelum ujian.'),
]);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== contentUrl) return Promise.resolve(new Response('not found', { status: 404 }));
    return Promise.resolve(new Response(json, { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Artikel Inspirasi' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('inspire pages', () => {
  it('lists the articles, filters them by category and searches as one types', async () => {
    await renderApp('/inspire');
    await screen.findByRole('list', { name: 'Artikel Inspirasi' }, { timeout: SLOW });
    expect(screen.getByRole('heading', { level: 1, name: 'Inspirasi' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Teknik Pomodoro', 'Cerita Rani', 'Tidur cukup']);
    expect(screen.getAllByText(/1 menit baca/).length).toBe(3);

    fireEvent.click(screen.getByRole('tab', { name: 'Cerita' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Cerita Rani']));
    fireEvent.click(screen.getByRole('tab', { name: 'Semua' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari artikel' }), { target: { value: 'ujian' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Tidur cukup']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari artikel' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Tidak ada artikel yang cocok')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Inspirasi · Scola'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows an article with its meta, body and related articles, titled after it', async () => {
    await renderApp('/inspire/pomodoro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teknik Pomodoro' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByText('Oleh Tim Scola')).toBeTruthy();
    expect(screen.getByText('Dua puluh lima menit fokus.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Kembali ke Inspirasi/ }).getAttribute('href')).toBe('/inspire');
    const related = screen.getByRole('region', { name: 'Artikel lainnya' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tidur cukup', 'Cerita Rani']);
    await waitFor(() => expect(document.title).toBe('Teknik Pomodoro · Scola'));
  });

  it('reads the English version, or the Indonesian one when there is no translation', async () => {
    await setLanguage('en');
    await renderApp('/inspire/pomodoro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Pomodoro Technique' }, { timeout: SLOW }),
    ).toBeTruthy();
    await renderApp('/inspire/tidur');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tidur cukup' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByText('This article is only available in Indonesian.')).toBeTruthy();
  });

  it('answers an unknown article with the 404 page', async () => {
    await renderApp('/inspire/tidak-ada');
    expect(
      await screen.findByRole('heading', { name: 'Halaman ini tidak dapat ditemukan' }, { timeout: SLOW }),
    ).toBeTruthy();
  });

  it('builds the legal pages from the content database', async () => {
    await renderApp('/kebijakan-privasi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'T privacy id' }, { timeout: SLOW }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hak Anda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hak Anda' })).toBeTruthy();
    expect(screen.getByText('Terakhir diperbarui: 21 November 2026')).toBeTruthy();
  });
});
