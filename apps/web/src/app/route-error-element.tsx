import { Component, lazy, type ReactNode, Suspense } from 'react';
import { i18n } from '../i18n';
import { loadThemed } from './lazy-themed';
import { PaymentSimulatorBanner } from './payment-simulator-banner';
import { BootFallback } from './root-shell';
import { paths } from '../config/paths';

/** The error page (MUI) loads with the theme when an error happens, not with the landing page (ADR 0011). */
const ThemedRouteErrorBoundary = lazy(async () => {
  const { RouteErrorBoundary } = await import('./error-page');
  return loadThemed(() => Promise.resolve({ default: RouteErrorBoundary }));
});

/** When even the error page's chunk cannot load (offline, a new release): plain text and a reload link. */
class ChunkFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div data-error-fallback="" style={{ maxWidth: 640, margin: '48px auto', padding: 16 }}>
        <h1 style={{ fontSize: '1.5rem' }}>{i18n.t('error.fallbackTitle')}</h1>
        <p>{i18n.t('error.fallbackHint')}</p>
        <a href={`#${paths.home()}`} onClick={() => window.location.reload()}>
          {i18n.t('error.home')}
        </a>
      </div>
    );
  }
}

/** The root route's error element: the error page, loaded on demand (with the simulator's banner, as every page). */
export function RouteErrorElement() {
  return (
    <>
      <ChunkFailure>
        <Suspense fallback={<BootFallback />}>
          <ThemedRouteErrorBoundary />
        </Suspense>
      </ChunkFailure>
      <PaymentSimulatorBanner />
    </>
  );
}
