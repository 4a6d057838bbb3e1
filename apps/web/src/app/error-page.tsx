import { mdiAlertCircleOutline, mdiHomeOutline, mdiLockOutline, mdiMapSearchOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRouteError } from 'react-router';
import { MdiIcon } from '../components/mdi-icon';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { reloadNow, shouldReloadFor } from './chunk-recovery';
import { useDocumentTitle } from './document-title';
import { normalizeError, type NormalizedError } from './errors';
import { DefaultLayout } from './layouts/default-layout';

export interface ErrorPageProps {
  error: unknown;
}

const icons = {
  'not-found': mdiMapSearchOutline,
  forbidden: mdiLockOutline,
  'unknown-middleware': mdiAlertCircleOutline,
  generic: mdiAlertCircleOutline,
} as const;

/** Heading, hint and way home of each kind of error (403 is the friendly "no access" page of the role areas). */
function useErrorTexts(kind: NormalizedError['kind']) {
  const { t } = useTranslation();
  if (kind === 'not-found')
    return {
      heading: t('error.notFound'),
      hint: t('error.notFoundHint'),
      home: paths.home(),
      homeLabel: t('error.home'),
    };
  if (kind === 'forbidden') {
    return {
      heading: t('error.forbidden'),
      hint: t('error.forbiddenHint'),
      // `/` sends a signed-in user on to their role's home (the guard): a tutor's is not the student dashboard.
      home: paths.home(),
      homeLabel: t('error.toDashboard'),
    };
  }
  return {
    heading: t('error.generic'),
    hint: t('error.genericHint'),
    home: paths.home(),
    homeLabel: t('error.home'),
  };
}

/**
 * The error page (spec §8): 404 for an unmatched route or a failed page validation, 403 "no access" for a page of
 * a role the user does not have, otherwise the error's status (500 by default). Always offers a link back home.
 */
export function ErrorPage({ error }: ErrorPageProps) {
  const { t } = useTranslation();
  const info = normalizeError(error);
  const texts = useErrorTexts(info.kind);
  const technical = info.kind === 'generic' || info.kind === 'unknown-middleware';
  const detail =
    info.kind === 'unknown-middleware'
      ? t('error.unknownMiddleware', { name: info.middlewareName })
      : info.message;
  useDocumentTitle(texts.heading);

  return (
    <Container
      maxWidth="sm"
      component="section"
      data-error-page=""
      data-status={info.status}
      aria-labelledby="error-title"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <MdiIcon path={icons[info.kind]} sx={{ fontSize: 40 }} />
      </Box>
      <Typography
        data-error-status=""
        aria-label={`${t('error.statusLabel')} ${info.status}`}
        sx={{ fontSize: 'clamp(3.5rem, 12vw, 5rem)', fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
      >
        {info.status}
      </Typography>
      <Typography id="error-title" variant="h2" component="h1" sx={{ mt: 2 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {texts.hint}
      </Typography>
      {technical && detail ? (
        <Typography
          data-error-message=""
          component="p"
          sx={{ mt: 2, fontFamily: 'monospace', fontSize: '0.9rem', wordBreak: 'break-word' }}
        >
          {detail}
        </Typography>
      ) : null}
      <Button
        component={RouterLink}
        to={texts.home}
        variant="contained"
        size="large"
        startIcon={<MdiIcon path={mdiHomeOutline} />}
        sx={{ mt: 4 }}
      >
        {texts.homeLabel}
      </Button>
    </Container>
  );
}

function safeT(key: string): string {
  try {
    return i18n.t(key);
  } catch {
    return key;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return String(error);
  } catch {
    return 'Unknown error';
  }
}

/** What shows when the error page itself fails: plain markup, no theme, no router. */
export function ErrorPageFallback({ error, original }: { error: unknown; original?: unknown }) {
  return (
    <div
      data-error-fallback=""
      style={{ maxWidth: 640, margin: '48px auto', padding: 16, fontFamily: 'sans-serif' }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>{safeT('error.fallbackTitle')}</h1>
      <p>{safeT('error.fallbackHint')}</p>
      <details open style={{ margin: '16px 0' }}>
        <summary>{safeT('error.details')}</summary>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {describe(error)}
          {original === undefined ? '' : `\n${describe(original)}`}
        </pre>
      </details>
      <a href={`#${paths.home()}`}>{safeT('error.home')}</a>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The error the page was showing, listed in the fallback's details. */
  original?: unknown;
}

/** Catches an error thrown while rendering the error page and shows `ErrorPageFallback` instead. */
export class ErrorPageBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <ErrorPageFallback error={this.state.error} original={this.props.original} />;
    return this.props.children;
  }
}

function Reloading() {
  const { t } = useTranslation();
  return (
    <Typography role="status" sx={{ py: 10, textAlign: 'center' }} color="text.secondary">
      {t('error.reloading')}
    </Typography>
  );
}

/** The root route's error element: chunk-load recovery, then the error page under the `default` layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // Decided once per error: a chunk failed to load and no reload happened in the last 60 s.
  const [reloading] = useState(() => shouldReloadFor(error));
  useEffect(() => {
    if (reloading) reloadNow();
  }, [reloading]);

  return (
    <ErrorPageBoundary original={error}>
      <DefaultLayout>{reloading ? <Reloading /> : <ErrorPage error={error} />}</DefaultLayout>
    </ErrorPageBoundary>
  );
}
