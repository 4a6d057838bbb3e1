import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../config/constants';
import id from './locales/id.json';

/**
 * Translations: Indonesian (default, bundled) and English (loaded when chosen, so the landing bundle carries one
 * language only).
 */
const loaders: Readonly<Record<Language, () => Promise<ResourceLanguage>>> = {
  id: () => Promise.resolve(id),
  en: () => import('./locales/en.json').then((module) => module.default),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen earlier on this device, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Creates an initialised i18next instance in the default language. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: id } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export const i18n = createI18n();

/** The active language, narrowed to the supported ones. */
export function currentLanguage(instance: I18n = i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Makes sure the translations of `language` are loaded. */
export async function loadLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', await loaders[language](), true, false);
}

/** Switches the language (loading it first) and, unless `remember` is false, remembers the choice. */
export async function setLanguage(language: Language, instance: I18n = i18n, remember = true): Promise<void> {
  await loadLanguage(language, instance);
  await instance.changeLanguage(language);
  if (!remember) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** Restores the remembered language before the first render (no flash of the other language). */
export async function restoreLanguage(instance: I18n = i18n): Promise<void> {
  const language = storedLanguage();
  if (language && language !== currentLanguage(instance)) {
    await setLanguage(language, instance, false).catch(() => undefined);
  }
}
