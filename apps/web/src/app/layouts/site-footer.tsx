import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './brand';
import { catalogueLinks } from './catalogue-links';

interface FooterLink {
  to: string;
  labelKey: string;
}

const tutorLinks: readonly FooterLink[] = [
  { to: '/tutor/daftar', labelKey: 'footer.becomeTutor' },
  { to: '/tutor/beranda', labelKey: 'footer.tutorArea' },
];

const legalLinks: readonly FooterLink[] = [
  { to: '/kebijakan-privasi', labelKey: 'footer.privacy' },
  { to: '/ketentuan-penggunaan', labelKey: 'footer.terms' },
];

function FooterColumn({ titleKey, links }: { titleKey: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t(titleKey)}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, color: '#ffc94d', fontWeight: 700 }}>
        {t(titleKey)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} color="inherit" variant="body2">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Site footer: about text, catalogue and tutor links, and the privacy policy and terms of use. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 380 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <BrandMark size={28} />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                {t('app.name')}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.86)' }}>
              {t('footer.about')}
            </Typography>
          </Box>
          <FooterColumn titleKey="footer.explore" links={catalogueLinks} />
          <FooterColumn titleKey="footer.forTutors" links={tutorLinks} />
          <FooterColumn titleKey="footer.legal" links={legalLinks} />
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.2)', color: 'rgba(255,255,255,0.86)' }}
        >
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
