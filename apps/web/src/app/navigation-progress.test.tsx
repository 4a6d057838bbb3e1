import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';

/** A route whose loader resolves when the test says so. */
function setup() {
  let release: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          {
            path: '/slow',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <p>slow</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const bar = () => document.querySelector<HTMLElement>('.nav-progress');
  return { router, bar, release: () => release() };
}

/** Advances the fake clock inside `act` (React flushes the resulting updates). */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a 2 px bar for navigations slower than 200 ms and hides it 500 ms after', async () => {
    const { router, bar, release } = setup();
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    tick(199);
    expect(bar()).toBeNull();
    tick(1);
    expect(bar()?.dataset.phase).toBe('running');
    expect(bar()?.style.height).toBe('2px');
    expect(bar()?.style.animationDuration).toBe('5000ms');

    await act(async () => {
      release();
      await navigation;
    });
    expect(bar()?.dataset.phase).toBe('done');
    tick(500);
    expect(bar()).toBeNull();
  });
});
