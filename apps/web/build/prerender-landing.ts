import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ResourceLanguage } from 'i18next';
import { createServer, defaultClientConditions, type Plugin } from 'vite';
import { landingTranslationKeys } from '../src/i18n/landing-keys.ts';
import { landingTranslations, readLanguage } from './landing-translations.ts';

/** The element holding the prerendered landing page; `src/app/landing-prerender.ts` removes it. */
export const PRERENDER_ID = 'landing-prerender';
/** Set on `<html>` while the prerendered landing page is the one shown. */
export const PRERENDERED_CLASS = 'landing-prerendered';

/**
 * Runs before the body is parsed: shows the prerendered landing page when the address is the landing page and no
 * session is stored (a signed-in visitor's header differs). `main.tsx` removes it when the app starts elsewhere (a
 * link of the copy followed before the app has started). Mirrors `main.tsx`'s test of the landing address. A file
 * of its own, loaded blocking in `<head>`: the content security policy allows no inline script (one small request
 * before the first paint).
 */
const chooser = `try{/^(#\\/?)?$/.test(location.hash)&&!localStorage.getItem('auth.strategy')&&document.documentElement.classList.add('${PRERENDERED_CLASS}')}catch(e){}`;

const styles = `#${PRERENDER_ID}{display:none}.${PRERENDERED_CLASS} #${PRERENDER_ID}{display:block}.${PRERENDERED_CLASS} #root{display:none}`;

/**
 * Prerenders the landing page into `index.html` at build time (ADR 0056): the landing page's markup (header, hero,
 * sign-in form, catalogue sections, footer) is painted with the HTML, before any script, and the app replaces it
 * once its own landing page has mounted. Renders `build/prerender/landing-entry.tsx` through a Vite SSR loader with
 * the whole Indonesian locale and a signed-out session. The CSS the markup needs is the app's stylesheet, which
 * the HTML links already.
 */
export function prerenderLanding({ localeDir }: { localeDir: string }): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const visitorAuth = fileURLToPath(new URL('./prerender/visitor-auth.ts', import.meta.url));
  const chooserFile = `assets/landing-chooser-${createHash('sha256').update(chooser).digest('hex').slice(0, 8)}.js`;
  let clientEnv = '{}';
  return {
    name: 'scola:prerender-landing',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: chooserFile, source: chooser });
    },
    configResolved(config) {
      clientEnv = String(config.define?.['__SCOLA_CLIENT_ENV__'] ?? '{}');
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
          server: { middlewareMode: true, hmr: false, ws: false },
          define: { __SCOLA_CLIENT_ENV__: clientEnv },
          resolve: { conditions: ['@scola/source', ...defaultClientConditions] },
          ssr: { resolve: { conditions: ['@scola/source'] } },
          plugins: [
            {
              name: 'scola:prerender-visitor',
              enforce: 'pre',
              resolveId(source) {
                return /(^|\/)auth\/react$/.test(source) ? visitorAuth : null;
              },
            },
            landingTranslations({ dir: localeDir, keys: landingTranslationKeys }),
            react(),
          ],
        });
        try {
          const entry = (await server.ssrLoadModule('/build/prerender/landing-entry.tsx')) as {
            renderLanding: (translations: ResourceLanguage) => Promise<string>;
          };
          const markup = await entry.renderLanding(readLanguage(localeDir) as ResourceLanguage);
          return [
            { tag: 'style', children: styles, injectTo: 'head' as const },
            { tag: 'script', attrs: { src: `/${chooserFile}` }, injectTo: 'head' as const },
            {
              tag: 'div',
              // A picture of the page until the live one replaces it: nothing in it can be focused, clicked or typed
              // into, and assistive technology and tests meet only the live page (no element vanishing under them).
              attrs: { id: PRERENDER_ID, inert: true, 'aria-hidden': 'true' },
              children: markup,
              injectTo: 'body-prepend' as const,
            },
          ];
        } finally {
          await server.close();
        }
      },
    },
  };
}
