/**
 * The landing page rendered to HTML at build time (ADR 0056): the public site's frame (skip link, header, `<main>`,
 * footer) around the landing page, for a visitor, in Indonesian, as the app renders it at `/`. Loaded by
 * `prerender-landing.ts` through Vite's SSR module loader, with `auth/react` swapped for `visitor-auth.ts`.
 */
import { createInstance, type ResourceLanguage } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { PlainLayoutFrame, PlainMain } from '../../src/app/layouts/plain-frame';
import { SiteFooter } from '../../src/app/layouts/site-footer';
import { SiteHeader } from '../../src/app/layouts/site-header';
import HomePage from '../../src/app/pages/public/home-page';
import { PAGE_TRANSITION_NAME } from '../../src/config/constants';

export async function renderLanding(translations: ResourceLanguage): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'id',
    fallbackLng: 'id',
    resources: { id: { translation: translations } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <PlainLayoutFrame layout="frontend">
          <SiteHeader />
          <PlainMain>
            {/* What `PageTransition` renders around the first page (stage idle). */}
            <div
              className={`${PAGE_TRANSITION_NAME}-transition`}
              data-transition={PAGE_TRANSITION_NAME}
              data-stage="idle"
            >
              <HomePage />
            </div>
          </PlainMain>
          <SiteFooter />
        </PlainLayoutFrame>
      </MemoryRouter>
    </I18nextProvider>,
  );
  // The app's router is a hash router: its links are `#/kelas`, the memory router's `/kelas`.
  return markup.replace(/href="\/(?!\/)/g, 'href="#/');
}
