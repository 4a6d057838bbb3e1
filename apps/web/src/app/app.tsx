import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createAppRouter } from './router';

export interface AppProps {
  i18n: I18n;
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <Providers i18n={i18n} {...(queryClient ? { queryClient } : {})}>
      <RouterProvider router={appRouter} />
    </Providers>
  );
}
