/** Renders a component alone inside the app's providers (i18n, query client, theme) and a memory router. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers';
import { QueryScope } from '../app/query-scope';
import { i18n } from '../i18n';

export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <Providers i18n={i18n}>
      {/* The query client a lazily loaded part brings in the app (`themed`, ADR 0057). */}
      <QueryScope>
        <RouterProvider router={router} />
      </QueryScope>
    </Providers>,
  );
  return { ...result, router };
}
