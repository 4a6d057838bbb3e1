import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { followAccountPreferences } from '../features/settings/account-preferences';
import { syncHtmlLang } from '../i18n/html-lang';
import { forgetOfflineReads } from './offline-reads';
import { type QueryClientSlot, QueryClientSlotContext } from './query-client-slot';
import type { AppAuth } from './session';

/**
 * Whose data the cache holds: when the signed-in user changes (sign-out included), the cache is emptied; when a
 * signed-in user leaves, so are the API answers the service worker kept for offline reading (ADR 0053).
 */
function useCacheForUser(slot: QueryClientSlot, auth: AppAuth | undefined) {
  useEffect(() => {
    if (!auth) return undefined;
    let userId = auth.getState().user?.id;
    return auth.subscribe(() => {
      const next = auth.getState().user?.id;
      if (next === userId) return;
      // A session that ends (not one that starts) leaves answers only its user may read.
      if (userId !== undefined) forgetOfflineReads();
      userId = next;
      slot.current?.clear();
    });
  }, [slot, auth]);
}

export interface ProvidersProps {
  i18n: I18n;
  /** The session; its sign-outs empty the query cache. */
  auth?: AppAuth;
  /** The slot of the app's query client when the router shares it (`bootApp`); otherwise the providers' own. */
  querySlot?: QueryClientSlot;
  children: ReactNode;
}

/**
 * i18n, and the slot of the app's query client (filled by the first `QueryScope`, ADR 0057). No MUI theme and no
 * TanStack Query here: pages and parts built with them bring them (`theme-scope.tsx`, ADR 0011).
 */
export function Providers({ i18n, auth, querySlot, children }: ProvidersProps) {
  const [slot] = useState<QueryClientSlot>(() => querySlot ?? { current: undefined });
  useEffect(() => syncHtmlLang(i18n), [i18n]);
  useEffect(() => (auth ? followAccountPreferences(auth, i18n) : undefined), [auth, i18n]);
  useCacheForUser(slot, auth);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientSlotContext value={slot}>{children}</QueryClientSlotContext>
    </I18nextProvider>
  );
}
