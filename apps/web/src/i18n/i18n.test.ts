import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../config/constants';
import { createI18n, currentLanguage, restoreLanguage, setLanguage } from './index';
import { syncHtmlLang } from './html-lang';
import { webErrorCodes } from '../lib/api-errors';
import { landingErrorCodes, landingTranslationKeys } from './landing-keys';
import en from './locales/en/index';
import id from './locales/id/index';

/** Every leaf path of a resource tree (array items included), e.g. `error.notFound`, `privacy.sections.0.heading`. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}${index}.`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => keys(item, `${prefix}${key}.`));
  return [prefix.slice(0, -1)];
}

/** `{{name}}` placeholders of every string, by key. */
function placeholders(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string')
      out[path] = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  walk(value, '');
  return out;
}

describe('locales', () => {
  it('id and en have exactly the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(id).sort());
  });

  it('id and en use the same placeholders', () => {
    expect(placeholders(en)).toEqual(placeholders(id));
  });

  it('has no empty strings', () => {
    for (const resource of [id, en]) {
      const empty = keys(resource).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('carries the spec’s not-found sentence', () => {
    expect(en.error.notFound).toBe('This page could not be found');
    expect(id.error.notFound).toBe('Halaman ini tidak dapat ditemukan');
  });
});

/** Every namespace file of the two languages, by path (`./locales/id/free-trial.json`). */
const namespaceFiles = import.meta.glob<unknown>(['./locales/id/*.json', './locales/en/*.json'], {
  eager: true,
  import: 'default',
});
const namespacesOf = (language: 'id' | 'en') =>
  Object.keys(namespaceFiles)
    .filter((path) => path.startsWith(`./locales/${language}/`))
    .map((path) => path.slice(`./locales/${language}/`.length, -'.json'.length))
    .sort();
/** `free-trial` → `freeTrial`: the top-level key a namespace file holds. */
const keyOf = (namespace: string) =>
  namespace.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

describe('namespaces (one file per feature or shared area, ADR 0016)', () => {
  it('id and en have the same namespace files', () => {
    expect(namespacesOf('en')).toEqual(namespacesOf('id'));
    expect(namespacesOf('id').length).toBeGreaterThan(20);
  });

  it('every namespace file is part of its language, under its own key, and nothing else is', () => {
    for (const [language, merged] of [
      ['id', id],
      ['en', en],
    ] as const) {
      const namespaces = namespacesOf(language);
      expect(Object.keys(merged).sort()).toEqual(namespaces.map(keyOf).sort());
      for (const namespace of namespaces) {
        expect((merged as Record<string, unknown>)[keyOf(namespace)]).toEqual(
          namespaceFiles[`./locales/${language}/${namespace}.json`],
        );
      }
    }
  });

  it('the landing page’s part names namespaces and paths that exist', () => {
    for (const path of landingTranslationKeys) {
      const value = path
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], id);
      expect(['object', 'string'], path).toContain(typeof value);
    }
  });

  it('the landing page’s part has the texts of the errors the transport and the session module raise', () => {
    for (const code of webErrorCodes) expect(landingErrorCodes, code).toContain(code);
  });

  it.each(namespacesOf('id'))(
    '%s has every key in both languages, with the same placeholders',
    (namespace) => {
      const idTexts = namespaceFiles[`./locales/id/${namespace}.json`];
      const enTexts = namespaceFiles[`./locales/en/${namespace}.json`];
      expect(keys(enTexts).sort()).toEqual(keys(idTexts).sort());
      expect(placeholders(enTexts)).toEqual(placeholders(idTexts));
    },
  );
});

describe('language', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'id'));

  it('starts in Indonesian', () => {
    const instance = createI18n();
    expect(currentLanguage(instance)).toBe('id');
    expect(instance.t('nav.signIn')).toBe('Masuk');
  });

  it('<html lang> follows the active language', async () => {
    const instance = createI18n();
    document.documentElement.setAttribute('lang', 'xx');
    const stop = syncHtmlLang(instance);
    expect(document.documentElement.lang).toBe('id');
    await setLanguage('en', instance);
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('nav.signIn')).toBe('Sign in');
    await setLanguage('id', instance);
    expect(document.documentElement.lang).toBe('id');
    stop();
    await setLanguage('en', instance);
    expect(document.documentElement.lang).toBe('id');
  });

  it('remembers the choice and restores it', async () => {
    await setLanguage('en', createI18n());
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    const next = createI18n();
    await restoreLanguage(next);
    expect(currentLanguage(next)).toBe('en');
  });
});
