import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteDocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { PaymentSimulatorBanner } from './payment-simulator-banner';
import { useOnline } from '../lib/online-status';

/**
 * While the browser has no network, says what still works (ADR 0053). Plain markup styled by `site.css`, like the
 * simulator banner: it is part of the landing page's bundle (ADR 0011).
 */
function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p className="s-pwa-notices s-pwa-notice" role="status" data-offline-banner="">
      {t('app.offline.banner')}
    </p>
  );
}

/**
 * The root route's element: progress bar, the payment simulator's banner, the offline banner,
 * document title and scroll restoration around the layouts.
 */
export function RootShell() {
  useRouteDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <PaymentSimulatorBanner />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}

/**
 * Shown while the session is read and the first page's chunks load (before the router has rendered anything): the
 * boot shell of `index.html`, which the browser painted before any script ran (its styles are there too), so the
 * page never goes blank between the two.
 */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="boot-shell" role="status" aria-live="polite" aria-busy="true">
      <div className="boot-shell-bar">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>Scola</span>
      </div>
      <div className="boot-shell-body">
        <span className="boot-shell-spinner" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    </div>
  );
}
