import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The Scola mark (same drawing as `public/favicon.svg`). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1746a2" />
      <path d="M32 14 8 26l24 12 19-9.5V40h5V26z" fill="#fff" />
      <path d="M18 35.5V44c0 3.9 6.3 7 14 7s14-3.1 14-7v-8.5L32 42.5z" fill="#ffc94d" />
    </svg>
  );
}

export interface BrandLinkProps {
  /** i18n key of a small badge shown after the name (e.g. the maths corner). */
  badgeKey?: string;
  to?: string;
}

/** Logo + product name, linking home. */
export function BrandLink({ badgeKey, to = '/' }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={to}
        aria-label={`${t('app.name')}, ${t('nav.home')}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <BrandMark />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.01em' }}>
          {t('app.name')}
        </Typography>
      </Box>
      {badgeKey ? (
        <Box
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 4,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.8125rem',
            fontWeight: 500,
            whiteSpace: 'nowrap',
          }}
        >
          {t(badgeKey)}
        </Box>
      ) : null}
    </Box>
  );
}
