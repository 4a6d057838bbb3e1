import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const LANDING_TRANSLATIONS_ID = 'virtual:scola/landing-translations';
const RESOLVED = `\0${LANDING_TRANSLATIONS_ID}`;

type Tree = Record<string, unknown>;

/** `free-trial` → `freeTrial`: a namespace file's name as its top-level key. */
export const namespaceOf = (fileName: string): string =>
  fileName.replace(/\.json$/, '').replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The files of a language folder: `<namespace>.json`, sorted. */
export function namespaceFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** One language's texts as one tree: each namespace file under its top-level key. */
export function readLanguage(dir: string): Tree {
  const tree: Tree = {};
  for (const file of namespaceFiles(dir)) {
    tree[namespaceOf(file.slice(file.lastIndexOf('/') + 1))] = JSON.parse(
      readFileSync(file, 'utf8'),
    ) as unknown;
  }
  return tree;
}

function pick(tree: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let source: unknown = tree;
    for (const part of parts) source = (source as Tree | undefined)?.[part];
    if (source === undefined) continue;
    let target = out;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Tree;
    target[parts.at(-1) ?? path] = source;
  }
  return out;
}

export interface LandingTranslationsOptions {
  /** The default language's folder of namespace files (`src/i18n/locales/id`). */
  dir: string;
  /** Top-level namespaces or dotted paths to keep. */
  keys: readonly string[];
  /** `false` (tests): the whole language. */
  split?: boolean;
}

/**
 * `import translations from 'virtual:scola/landing-translations'`: the parts of the default language the landing
 * page needs (ADR 0011), read at build time from its namespace files (ADR 0016), so the files stay as they are and
 * every feature keeps adding keys to its own namespace; the rest loads later with the whole language.
 */
export function landingTranslations({ dir, keys, split = true }: LandingTranslationsOptions): Plugin {
  return {
    name: 'scola:landing-translations',
    resolveId(id) {
      return id === LANDING_TRANSLATIONS_ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      for (const file of namespaceFiles(dir)) this.addWatchFile(file);
      const tree = readLanguage(dir);
      return `export default ${JSON.stringify(split ? pick(tree, keys) : tree)};\n`;
    },
  };
}
