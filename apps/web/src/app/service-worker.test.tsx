import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';

/** A fake registration and container, driven like the browser drives them when a new version installs. */
function fakeWorkers(options: { controlled: boolean; waiting?: boolean }) {
  const posted: unknown[] = [];
  const worker = (state: string) =>
    Object.assign(new EventTarget(), {
      state,
      postMessage: (message: unknown) => posted.push(message),
    }) as unknown as ServiceWorker;
  const registration = Object.assign(new EventTarget(), {
    installing: null as ServiceWorker | null,
    waiting: options.waiting ? worker('installed') : null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? worker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const installNewVersion = () => {
    const installing = worker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    Object.assign(installing, { state: 'installed' });
    installing.dispatchEvent(new Event('statechange'));
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    registration,
    posted,
    installNewVersion,
    takeOver: () => container.dispatchEvent(new Event('controllerchange')),
  };
}

describe('service worker updates', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('registers /sw.js with root scope; the first version shows no prompt', async () => {
    const workers = fakeWorkers({ controlled: false });
    await startServiceWorker(workers.container, vi.fn());
    expect(workers.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    workers.installNewVersion();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
  });

  it('offers a new version and reloads only after "Muat ulang", once it has taken over', async () => {
    const workers = fakeWorkers({ controlled: true });
    const reload = vi.fn();
    await startServiceWorker(workers.container, reload);
    act(() => workers.installNewVersion());

    const prompt = await screen.findByText('Versi baru tersedia');
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(workers.posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(workers.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    workers.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Nanti" hides the prompt; a version still waiting offers itself on the next visit', async () => {
    const workers = fakeWorkers({ controlled: true });
    await startServiceWorker(workers.container, vi.fn());
    act(() => workers.installNewVersion());
    fireEvent.click(await screen.findByRole('button', { name: 'Nanti' }));
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
    expect(workers.posted).toEqual([]);

    const nextVisit = fakeWorkers({ controlled: true, waiting: true });
    await startServiceWorker(nextVisit.container, vi.fn());
    expect(await screen.findByText('Versi baru tersedia')).toBeTruthy();
  });
});
