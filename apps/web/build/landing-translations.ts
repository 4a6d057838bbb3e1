import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const LANDING_TRANSLATIONS_ID = 'virtual:scola/landing-translations';
const RESOLVED = `\0${LANDING_TRANSLATIONS_ID}`;

type Tree = Record<string, unknown>;

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
  /** The locale file (the default language's). */
  file: string;
  /** Top-level namespaces or dotted paths to keep. */
  keys: readonly string[];
  /** `false` (tests): the whole file. */
  split?: boolean;
}

/**
 * `import translations from 'virtual:scola/landing-translations'`: the parts of the default language's locale file
 * the landing page needs (ADR 0011), read at build time, so the locale files stay whole and every helper keeps
 * adding keys to them as before; the rest loads later from the full file.
 */
export function landingTranslations({ file, keys, split = true }: LandingTranslationsOptions): Plugin {
  return {
    name: 'scola:landing-translations',
    resolveId(id) {
      return id === LANDING_TRANSLATIONS_ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(file);
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      return `export default ${JSON.stringify(split ? pick(tree, keys) : tree)};\n`;
    },
  };
}
