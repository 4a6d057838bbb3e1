import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from '../../config/constants';
import { currentLanguage, isLanguage, setLanguage } from '../../i18n';

/** ID / EN switch; each button names its language in that language for screen readers. */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  const onChange = (_: unknown, value: unknown) => {
    if (isLanguage(value) && value !== active) void setLanguage(value, i18n);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={active}
      onChange={onChange}
      aria-label={t('language.label')}
      sx={sx ?? {}}
    >
      {SUPPORTED_LANGUAGES.map((language: Language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          aria-label={`${language.toUpperCase()} (${t(`language.names.${language}`)})`}
          sx={{ px: 1.25, py: 0.5, fontWeight: 500, lineHeight: 1.4 }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
