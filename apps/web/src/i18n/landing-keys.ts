/**
 * The error codes whose texts the landing page carries: those its sign-in form (local and Google), the activation
 * resend and the session's start can meet, and the transport's. The other ~100 codes of `apiErrors` (buying, classes,
 * tutors…) were 3 KB gzip of the landing page's JavaScript (ADR 0057); a code outside this list met before the whole
 * language has loaded reads the generic text (`errorText`), never its key.
 */
export const landingErrorCodes: readonly string[] = [
  // Any request
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'UNKNOWN',
  // Sign-in, activation, session
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_LOCKED_MINUTES',
  'ACCOUNT_LOCKED_SECONDS',
  'ACCOUNT_NOT_ACTIVATED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_REFRESH_TOKEN',
  'GOOGLE_DISABLED',
  'GOOGLE_TOKEN_INVALID',
  // The transport's and the session module's own (`webErrorCodes`)
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'NO_STRATEGY',
  'STRATEGY_NOT_SUPPORTED',
  'SESSION_EXPIRED',
  'USER_DATA_MISSING',
  'SIGNIN_NO_TOKEN',
  'OAUTH_PROVIDER_ERROR',
  'OAUTH_STATE_MISSING',
  'OAUTH_STATE_MISMATCH',
  'OAUTH_NONCE_MISSING',
  'OAUTH_TOKEN_MISSING',
  'OAUTH_USERINFO_FAILED',
];

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
  ...landingErrorCodes.map((code) => `apiErrors.${code}`),
  'catalogue.search',
  // The search box's suggestions (loaded on first focus, ADR 0061): their kind labels.
  'search.suggestions',
  'accountData.landing',
];
