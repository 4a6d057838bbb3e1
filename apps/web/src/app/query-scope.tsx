import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client';
import { QueryClientSlotContext } from './query-client-slot';

/**
 * The app's query client for what `children` render: the one in the providers' slot, created here on first use
 * (ADR 0057). Every lazily loaded part that reads server data renders inside one (`themed`, the offline sync);
 * scopes may nest and share the client, so the cache is one for the whole app.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('QueryScope must be rendered inside the app’s Providers');
  // Created during the first render that needs it, once per app: the slot outlives every scope.
  slot.current ??= createQueryClient();
  return <QueryClientProvider client={slot.current}>{children}</QueryClientProvider>;
}
