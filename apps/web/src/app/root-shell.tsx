import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteDocumentTitle } from './document-title';
import { NavigationProgress } from './navigation-progress';
import { PaymentSimulatorBanner } from './payment-simulator-banner';

/**
 * The root route's element: progress bar, the payment simulator's banner, document title and scroll restoration
 * around the layouts.
 */
export function RootShell() {
  useRouteDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <PaymentSimulatorBanner />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's chunks load (before the router has rendered anything). */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
