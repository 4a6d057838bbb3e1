import { VitePWA } from 'vite-plugin-pwa';

/** Theme colours of the installed app: the MUI theme's primary and background (app/theme.ts). */
const themeColor = '#1746a2';
const backgroundColor = '#f6f8fc';

const anySizes = [64, 128, 192, 256, 384, 512];
const maskableSizes = [192, 512];

/**
 * The service worker (`src/sw/sw.ts` → `/sw.js`, root scope) and the web manifest (ADR 0053). The page registers the
 * worker itself after load (`src/pwa/register.ts`), so the plugin injects no registration script.
 */
export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    injectManifest: {
      // The app shell: the page, every hashed chunk (lazy pages included, so a visited page opens offline) and the
      // text font. KaTeX's fonts, images and the Google sign-in popup are left to runtime caching or the network.
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}', 'assets/roboto-*.woff2'],
      globIgnores: ['**/*.gz', '**/*.br'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
    manifest: {
      id: '/',
      name: 'Scola',
      short_name: 'Scola',
      description:
        'Scola: marketplace belajar online. Ikuti kelas live, unduh materi, dan pelajari keterampilan hidup bersama tutor terverifikasi.',
      lang: 'id',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: themeColor,
      background_color: backgroundColor,
      categories: ['education'],
      icons: [
        ...anySizes.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
        ...maskableSizes.map((size) => ({
          src: `/icons/maskable-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'maskable',
        })),
      ],
    },
  });
}
