import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { Carousel } from './carousel';

function renderCarousel() {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderUi(
    <Carousel label="Kelas pilihan">
      {['Aljabar', 'Geometri', 'Kalkulus', 'Statistika'].map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
  return { scrolled, link: (name: string) => screen.getByRole('link', { name }) };
}

describe('Carousel', () => {
  it('is a labelled region of labelled slides with prev/next buttons for the row', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Kelas pilihan' });
    expect(region.getAttribute('aria-roledescription')).toBe('karusel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 dari 4',
      '2 dari 4',
      '3 dari 4',
      '4 dari 4',
    ]);
    const next = screen.getByRole('button', { name: 'Geser ke berikutnya' });
    const previous = screen.getByRole('button', { name: 'Geser ke sebelumnya' });
    const track = document.getElementById(next.getAttribute('aria-controls') ?? '');
    expect(track?.contains(slides[0]!)).toBe(true);
    expect(previous.getAttribute('aria-controls')).toBe(track?.id);
  });

  it('moves focus slide by slide with the arrow keys, Home and End, scrolling to it', () => {
    const { scrolled, link } = renderCarousel();
    link('Aljabar').focus();
    fireEvent.keyDown(link('Aljabar'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(link('Geometri'));
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ inline: 'start', block: 'nearest' }));
    fireEvent.keyDown(link('Geometri'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(link('Kalkulus'));
    fireEvent.keyDown(link('Kalkulus'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(link('Geometri'));
    fireEvent.keyDown(link('Geometri'), { key: 'End' });
    expect(document.activeElement).toBe(link('Statistika'));
    fireEvent.keyDown(link('Statistika'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(link('Statistika'));
    fireEvent.keyDown(link('Statistika'), { key: 'Home' });
    expect(document.activeElement).toBe(link('Aljabar'));
    fireEvent.keyDown(link('Aljabar'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(link('Aljabar'));
  });

  it('leaves other keys alone (Tab walks the links as usual)', () => {
    const { link } = renderCarousel();
    link('Aljabar').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    link('Aljabar').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(link('Aljabar'));
  });
});
