import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup(); // before the stubs go: unmounting cancels the idle callback
  vi.unstubAllGlobals();
});

describe('AfterFirstPaint', () => {
  it('leaves its part out of the first render and adds it at the browser’s next idle moment', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <>
        <h1>Kelas</h1>
        <AfterFirstPaint fallback={<p>Memuat…</p>}>
          <h2>Ulasan</h2>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Kelas' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ulasan' })).toBeNull();
    expect(screen.getByText('Memuat…')).toBeTruthy();
    act(() => idle?.());
    expect(screen.getByRole('heading', { name: 'Ulasan' })).toBeTruthy();
    expect(screen.queryByText('Memuat…')).toBeNull();
  });

  it('needs no scroll: without idle callbacks (Safari) it shows its part right after the first render', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <AfterFirstPaint>
        <h2>Ulasan</h2>
      </AfterFirstPaint>,
    );
    expect(await screen.findByRole('heading', { name: 'Ulasan' })).toBeTruthy();
  });
});
