import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../config/constants';
import { currentLanguage, setLanguage } from '../../i18n';
import { mergeSx } from '../../lib/sx';

/**
 * ID / EN switch: a labelled group of two toggle buttons (`aria-pressed`); each names its language, in that
 * language, for screen readers.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={mergeSx(
        { display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 2, p: '2px', gap: '2px' },
        sx,
      )}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const pressed = language === active;
        return (
          <Button
            key={language}
            lang={language}
            size="small"
            variant={pressed ? 'contained' : 'text'}
            color={pressed ? 'primary' : 'inherit'}
            aria-pressed={pressed}
            aria-label={`${language.toUpperCase()} (${t(`language.names.${language}`)})`}
            onClick={() => {
              if (!pressed) void setLanguage(language, i18n);
            }}
            sx={{ minWidth: 40, px: 1, py: 0.25, borderRadius: 1.5, fontWeight: 500 }}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
