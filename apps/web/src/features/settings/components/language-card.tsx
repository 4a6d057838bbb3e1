import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../../config/constants';
import { currentLanguage, isLanguage, setLanguage } from '../../../i18n';
import { SettingsCard } from './settings-card';

/**
 * Bahasa: applies at once; the account remembers it (`account-preferences.ts` saves every language change made
 * while signed in, the header's switch included).
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <SettingsCard id="bahasa" title={t('settings.language.title')} intro={t('settings.language.intro')}>
      <RadioGroup
        aria-label={t('settings.language.label')}
        value={active}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language) && language !== active) void setLanguage(language, i18n);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={<span lang={language}>{t(`settings.language.names.${language}`)}</span>}
          />
        ))}
      </RadioGroup>
    </SettingsCard>
  );
}
