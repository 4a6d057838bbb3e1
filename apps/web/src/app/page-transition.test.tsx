import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTransition } from './page-transition';

const LEAVE = 120;
const ENTER = 180;

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <PageTransition leaveMs={LEAVE} enterMs={ENTER} />,
        children: [
          { path: '/', element: <p>Page A</p> },
          { path: '/b', element: <p>Page B</p> },
          { path: '/c', element: <p>Page C</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const wrapper = () => document.querySelector('[data-transition="page"]');
  const text = () => wrapper()?.textContent;
  const stage = () => wrapper()?.getAttribute('data-stage');
  const classes = () => wrapper()?.className.split(' ') ?? [];
  return { router, text, stage, classes };
}

/** Advances the fake clock inside `act` (React flushes the resulting updates). */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('PageTransition (name "page", mode out-in)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the old page leave before the new one enters', async () => {
    const { router, text, stage, classes } = setup();
    expect(text()).toBe('Page A');
    expect(stage()).toBe('idle');

    await act(() => router.navigate('/b'));
    // Out first: the old page is still there, leaving; the new one is not mounted yet.
    expect(text()).toBe('Page A');
    expect(classes()).toEqual(expect.arrayContaining(['page-leave', 'page-leave-active']));

    tick(LEAVE - 1);
    expect(text()).toBe('Page A');

    tick(1);
    // Then in: only the new page, entering.
    expect(text()).toBe('Page B');
    expect(classes()).toEqual(expect.arrayContaining(['page-enter', 'page-enter-active']));

    tick(ENTER);
    expect(stage()).toBe('idle');
    expect(text()).toBe('Page B');
  });

  it('enters the latest page when navigating again during the leave', async () => {
    const { router, text } = setup();
    await act(() => router.navigate('/b'));
    tick(50);
    await act(() => router.navigate('/c'));
    expect(text()).toBe('Page A');
    tick(LEAVE);
    expect(text()).toBe('Page C');
  });

  it('swaps at once when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { router, text, stage } = setup();
      await act(() => router.navigate('/b'));
      expect(text()).toBe('Page B');
      expect(stage()).toBe('idle');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
