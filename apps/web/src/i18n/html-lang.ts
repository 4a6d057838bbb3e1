import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '../config/constants';

/**
 * Keeps `<html lang>` equal to the active i18n language (the original declared `en` while showing Indonesian,
 * which misleads screen readers and translators). Returns a function that stops following.
 */
export function syncHtmlLang(instance: I18n, root: HTMLElement = document.documentElement): () => void {
  const apply = (language?: string) => {
    root.lang = language || instance.resolvedLanguage || instance.language || DEFAULT_LANGUAGE;
  };
  apply(instance.resolvedLanguage ?? instance.language);
  const onChange = (language: string) => apply(language);
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}
