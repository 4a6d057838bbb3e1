import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../config/constants';
import { currentLanguage, setLanguage } from '../../i18n';

/**
 * The site header's ID / EN switch without MUI (ADR 0011), like `LanguageSwitch`: a labelled group of two toggle
 * buttons (`aria-pressed`), each naming its language, in that language, for screen readers. Hidden below 600 px
 * (the menu has it there).
 */
export function PlainLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <div className="s-lang" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => {
        const pressed = language === active;
        return (
          <button
            key={language}
            type="button"
            className="s-btn s-lang-btn"
            lang={language}
            aria-pressed={pressed}
            aria-label={`${language.toUpperCase()} (${t(`language.names.${language}`)})`}
            onClick={() => {
              if (!pressed) void setLanguage(language, i18n);
            }}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
