import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/**
 * Replaces `import { mdiX } from '@mdi/js'` with `const mdiX = '<path>'` in the app's own modules. `@mdi/js` is one
 * module of ~7 000 exports: tree-shaken, it still becomes one shared chunk holding every icon of the whole app,
 * and the landing page loaded it. Inlined, each icon travels with the code that draws it.
 */
export function inlineMdi(): Plugin {
  let icons: Record<string, string> | undefined;
  return {
    name: 'scola:inline-mdi',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?tsx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes('@mdi/js')) return null;
      icons ??= (await import('@mdi/js')) as unknown as Record<string, string>;
      const table = icons;
      let changed = false;
      const out = code.replace(IMPORT, (_statement, names: string) => {
        changed = true;
        return names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported = '', local = imported] = name.split(/\s+as\s+/).map((part) => part.trim());
            const path = table[imported];
            if (typeof path !== 'string') this.error(`@mdi/js has no icon "${imported}" (${id})`);
            return `const ${local} = ${JSON.stringify(path)};`;
          })
          .join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
