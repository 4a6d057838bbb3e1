import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { i18n } from '../../../i18n';
import legalEn from '../../../i18n/locales/legal/en.json';
import legalId from '../../../i18n/locales/legal/id.json';
import { paths } from '../../../config/paths';

/** The legal texts are a separate i18n namespace, loaded with these pages only (not in the landing bundle). */
export const LEGAL_NAMESPACE = 'legal';
i18n.addResourceBundle('id', LEGAL_NAMESPACE, legalId, true, true);
i18n.addResourceBundle('en', LEGAL_NAMESPACE, legalEn, true, true);

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

export type LegalDocumentName = 'privacy' | 'terms';

const documents = {
  privacy: { titleKey: 'pages.privacyPolicy', path: paths.privacyPolicy() },
  terms: { titleKey: 'pages.termsOfUse', path: paths.termsOfUse() },
} as const;

/** In-page links: handled here, because the hash router would read `#section-1` as a route. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
}

/** A legal page (privacy policy, terms of use) rendered from the `legal` namespace of the active language. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation(['translation', LEGAL_NAMESPACE]);
  const tl = (key: string, options?: Record<string, unknown>) => t(key, { ns: LEGAL_NAMESPACE, ...options });
  const values = { email: env.supportEmail };
  const intro = t(`${name}.intro`, { ns: LEGAL_NAMESPACE, returnObjects: true, ...values }) as string[];
  const sections = t(`${name}.sections`, {
    ns: LEGAL_NAMESPACE,
    returnObjects: true,
    ...values,
  }) as LegalSection[];
  const other = documents[name === 'privacy' ? 'terms' : 'privacy'];
  const sectionId = (index: number) => `${name}-${index + 1}`;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, sm: 4, md: 6 }, borderRadius: 3 }}>
        <Typography variant="h2" component="h1">
          {t(documents[name].titleKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {tl('updatedLabel', { date: tl('updatedDate') })}
        </Typography>
        {intro.map((paragraph) => (
          <Typography key={paragraph} sx={{ mt: 2 }}>
            {paragraph}
          </Typography>
        ))}
        <Box
          component="nav"
          aria-labelledby={`${name}-contents`}
          sx={{ mt: 3, p: 2, bgcolor: 'background.default', borderRadius: 2 }}
        >
          <Typography id={`${name}-contents`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {tl('contents')}
          </Typography>
          <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <Link
                  href={`#${sectionId(index)}`}
                  onClick={(event) => scrollToSection(event, sectionId(index))}
                >
                  {section.heading}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={sectionId(index)} sx={{ mt: 4 }}>
            <Typography
              id={sectionId(index)}
              tabIndex={-1}
              variant="h3"
              component="h2"
              sx={{ scrollMarginTop: 88, outline: 'none' }}
            >
              {index + 1}. {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mt: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.items.length > 0 ? (
              <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, display: 'grid', gap: 0.75 }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item}>
                    {item}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
        <Typography sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {tl('related')}:{' '}
          <Link component={RouterLink} to={other.path}>
            {t(other.titleKey)}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
