/**
 * The parts of the Indonesian translations the landing page (and the public site's header and footer, the sign-in
 * form, the error page's fallback) needs before it is interactive: the build bundles only these with the app
 * (`build/landing-translations.ts`); the whole language loads with the first page or part built with MUI
 * (`loadCompleteTranslations`, ADR 0011). A namespace (a file of `locales/id/`, ADR 0016), or a dotted path inside one.
 * A key missing here shows as its key on the landing page (the landing browser tests would catch it).
 */
export const landingTranslationKeys: readonly string[] = [
  'app',
  'a11y',
  'nav',
  'language',
  'layout',
  'footer',
  'home',
  'error',
  'form',
  'auth',
  'validation',
  'apiErrors',
  'catalogue.search',
  // The search box's suggestions (loaded on first focus, ADR 0061): their kind labels.
  'search.suggestions',
  'accountData.landing',
];
