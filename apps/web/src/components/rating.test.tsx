import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { renderUi } from '../test/render-ui';
import { Rating, starsOf } from './rating';

describe('Rating', () => {
  it('is one image read as a sentence: average out of 5 and the number of reviews', () => {
    renderUi(<Rating value={4.5} count={6} />);
    const rating = screen.getByRole('img', { name: 'Rating 4,5 dari 5, 6 ulasan' });
    expect(rating.textContent).toContain('4,5');
    expect(rating.textContent).toContain('(6)');
    // The stars and digits are not read one by one.
    expect(rating.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('says there is no review yet instead of showing zero stars', () => {
    renderUi(<Rating value={0} count={0} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Belum ada ulasan')).toBeTruthy();
  });

  it('reads a single review’s stars without a count', () => {
    renderUi(<Rating value={4} />);
    expect(screen.getByRole('img', { name: 'Rating 4,0 dari 5' })).toBeTruthy();
  });

  it('speaks English with plurals', async () => {
    await act(() => setLanguage('en'));
    renderUi(
      <>
        <Rating value={5} count={1} />
        <Rating value={3.75} count={1200} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5, 1,200 reviews' })).toBeTruthy();
  });

  it('says what it rates when labelled, with the review count in words', () => {
    renderUi(
      <>
        <Rating value={3.5} count={12} label="Rating tutor" />
        <Rating value={0} count={0} label="Rating kelas ini" />
      </>,
    );
    const rating = screen.getByRole('img', { name: 'Rating tutor 3,5 dari 5, 12 ulasan' });
    expect(rating.textContent).toContain('Rating tutor');
    expect(rating.textContent).toContain('(12 ulasan)');
    expect(screen.getByText('Rating kelas ini: belum ada ulasan')).toBeTruthy();
  });

  it('says what it rates in English too', async () => {
    await act(() => setLanguage('en'));
    renderUi(<Rating value={4.25} count={1} label="Tutor rating" />);
    const rating = screen.getByRole('img', { name: 'Tutor rating: 4.3 out of 5, 1 review' });
    expect(rating.textContent).toContain('(1 review)');
  });

  it('rounds to half stars', () => {
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.24)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(3.75)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
