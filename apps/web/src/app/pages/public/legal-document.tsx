import type { LegalDocumentName } from '@scola/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useContentDb, useContentLanguage } from '../../../features/content';
import { ContentHtml } from '../../../features/content/components/content-html';
import { formatDate } from '../../../lib/format';
import { usePageDescription } from '../../document-title';

const documents = {
  privacy: { titleKey: 'pages.privacyPolicy', path: paths.privacyPolicy() },
  terms: { titleKey: 'pages.termsOfUse', path: paths.termsOfUse() },
} as const;

/** In-page links: handled here, because the hash router would read `#hak-anda` as a route. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  if (!target) return;
  target.tabIndex = -1;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * A legal page (privacy policy, terms of use) from the content database (ADR 0052), in the app's language: title,
 * date of the last change, contents (its `##` sections) and the text, whose sections are numbered.
 */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const query = useContentDb();
  const entry = query.data?.legal[name];
  const text = entry ? ((language === 'en' ? entry.en : undefined) ?? entry.id) : undefined;
  usePageDescription(text?.summary);
  const other = documents[name === 'privacy' ? 'terms' : 'privacy'];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, sm: 4, md: 6 }, borderRadius: 3 }}>
        <Typography variant="h2" component="h1">
          {text?.title ?? t(documents[name].titleKey)}
        </Typography>
        {query.isPending ? (
          <Box aria-busy="true" sx={{ mt: 2 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
          </Box>
        ) : query.isError || !text ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} sx={{ mt: 3 }} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('legal.updatedLabel', { date: formatDate(text.updated, i18n.language) })}
            </Typography>
            <Box
              component="nav"
              aria-labelledby={`${name}-contents`}
              sx={{ mt: 3, p: 2, bgcolor: 'background.default', borderRadius: 2 }}
            >
              <Typography id={`${name}-contents`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('legal.contents')}
              </Typography>
              <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
                {text.headings.map((heading) => (
                  <li key={heading.id}>
                    <Link href={`#${heading.id}`} onClick={(event) => scrollToSection(event, heading.id)}>
                      {heading.text}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
            <ContentHtml
              html={text.html}
              sx={{
                mt: 3,
                counterReset: 'section',
                '& h2': { fontSize: '1.375rem', mt: 4, scrollMarginTop: 88, outline: 'none' },
                '& h2::before': { counterIncrement: 'section', content: 'counter(section) ". "' },
                '& li + li': { mt: 0.75 },
              }}
            />
          </>
        )}
        <Typography sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {t('legal.related')}:{' '}
          <Link component={RouterLink} to={other.path}>
            {t(other.titleKey)}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
