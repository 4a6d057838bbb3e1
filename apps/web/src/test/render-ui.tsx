/** Renders a component alone inside the app's providers (i18n, query client, theme) and a memory router. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers';
import { i18n } from '../i18n';

export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
