import type { ComponentType } from 'react';
import { loadCompleteTranslations } from '../i18n';

/**
 * For `React.lazy` and lazy routes: a module's component loaded together with the MUI theme and the app's query
 * client (and wrapped in both) and with all the translations. The theme module is imported here on demand only, so
 * whoever calls this bundles neither MUI nor TanStack Query; the landing page has its own part of the translations
 * only (ADR 0011, ADR 0057).
 */
export async function loadThemed<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<{ default: ComponentType<P> }> {
  const [module, { themed }] = await Promise.all([
    load(),
    import('./theme-scope'),
    loadCompleteTranslations(),
  ]);
  return { default: themed(module.default) };
}
