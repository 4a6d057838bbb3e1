import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../config/constants';
import landingId from 'virtual:scola/landing-translations';

/**
 * Translations: Indonesian (default) and English (loaded when chosen, so the landing bundle carries one language
 * only). Each language is one file per namespace (`locales/<lang>/<namespace>.json`, ADR 0016), merged into one
 * chunk per language. Of Indonesian, the app bundles only what the landing page needs (`landing-keys.ts`); the
 * whole language loads with the first page or part built with MUI (`loadCompleteTranslations`, ADR 0011).
 */
const loaders: Readonly<Record<Language, () => Promise<ResourceLanguage>>> = {
  id: () => import('./locales/id/index').then((module) => module.default),
  en: () => import('./locales/en/index').then((module) => module.default),
};

/** The languages each instance holds in full (the default one starts with the landing page's part only). */
const complete = new WeakMap<I18n, Set<Language>>();

function completeSet(instance: I18n): Set<Language> {
  let languages = complete.get(instance);
  if (!languages) {
    languages = new Set();
    complete.set(instance, languages);
  }
  return languages;
}

async function loadComplete(language: Language, instance: I18n): Promise<void> {
  const languages = completeSet(instance);
  if (languages.has(language)) return;
  instance.addResourceBundle(language, 'translation', await loaders[language](), true, true);
  languages.add(language);
}

/**
 * Makes sure every text of the active language and of the default (its fallback) is loaded: awaited before any
 * page other than the landing page renders (`lazy-themed.ts`).
 */
export async function loadCompleteTranslations(instance: I18n = i18n): Promise<void> {
  await Promise.all([
    loadComplete(DEFAULT_LANGUAGE, instance),
    loadComplete(currentLanguage(instance), instance),
  ]);
}

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
    resources: { [DEFAULT_LANGUAGE]: { translation: landingId } },
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
  // The default language is always there (at least its landing part; `loadCompleteTranslations` adds the rest).
  if (language === DEFAULT_LANGUAGE) return;
  await loadComplete(language, instance);
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
