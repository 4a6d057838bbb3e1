/**
 * Registers the service worker (`/sw.js`, root scope, ADR 0053) and reports a new version waiting to take over. The
 * update is applied only when the user asks (`update-prompt.tsx`): the page never reloads under a reader.
 * The browser's own API rather than workbox-window: the few lines needed do not justify a library.
 */
import { showUpdatePrompt } from './update-prompt';

/** How often a long-open tab asks for a new version (the hash router never navigates, which would ask too). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Offers `worker` (installed, waiting) to the user; accepting lets it take over, then the page reloads. */
function offer(container: ServiceWorkerContainer, worker: ServiceWorker, reload: () => void): void {
  void showUpdatePrompt(() => {
    container.addEventListener('controllerchange', reload, { once: true });
    // The worker's message handler (sw/sw.ts) calls skipWaiting.
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Registers `/sw.js` and watches for new versions. A worker installed while another controls the page is an
 * update; the first worker ever takes the page at once (it claims its clients).
 */
export async function startServiceWorker(
  container: ServiceWorkerContainer,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/' });
  if (registration.waiting && container.controller) offer(container, registration.waiting, reload);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(container, installing, reload);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

/** Registers the worker where the browser has service workers; without one the app works online as before. */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator) void startServiceWorker(navigator.serviceWorker).catch(() => undefined);
}
