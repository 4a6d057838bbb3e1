import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import './app/site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootApp } from './app/boot';
import { installChunkReloadHandler } from './app/chunk-recovery';
import { homePageModule, loadFirstQueries, loadPageRegistry } from './app/landing-page-module';
import { landingPrerenderShown, releaseLandingPrerender } from './app/landing-prerender';
import { i18n, restoreLanguage } from './i18n';

installChunkReloadHandler();
const landing = /^(#\/?)?$/.test(window.location.hash);
// The prerendered landing page (ADR 0056) stays only while it is the one shown: hidden, its ids would shadow the
// app's; the address may have left the landing page through one of its links before the app started.
if (!landing || !landingPrerenderShown()) releaseLandingPrerender();
// The service worker (ADR 0053), in production builds only (Vite's development modules are no precache list). Its
// registration waits until 2 s after the page has loaded: the worker then downloads the app shell for offline
// use, which must not compete with the landing page's own requests (images, showcase data).
if (import.meta.env.PROD) {
  // A module script runs before the `load` event.
  window.addEventListener('load', () =>
    setTimeout(() => void import('./app/service-worker').then((m) => m.registerServiceWorker()), 2_000),
  );
}
// The first page's chunk loads beside the boot requests instead of after them (ADR 0011): the landing page's, or the
// registry of the other pages and the starters of their first queries (ADR 0060).
if (landing) void homePageModule();
else void Promise.all([loadPageRegistry(), loadFirstQueries()]);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void Promise.all([restoreLanguage(i18n), bootApp()]).then(([, { auth, router, querySlot }]) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} auth={auth} router={router} querySlot={querySlot} />
    </StrictMode>,
  );
});
