import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { contentDb } from './build/content-db.ts';
import { inlineMdi } from './build/inline-mdi.ts';
import { landingTranslations } from './build/landing-translations.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender-landing.ts';
import { pwa } from './build/pwa.ts';
import { builtEnvOf } from './src/config/env-schema.ts';
import { landingTranslationKeys } from './src/i18n/landing-keys.ts';

const apiTarget = process.env.SCOLA_API_URL ?? 'http://localhost:3000';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => ({
  root,
  // The VITE_* variables, validated here (a bad one fails the build naming it) and handed to the client as is.
  define: { __SCOLA_CLIENT_ENV__: JSON.stringify(builtEnvOf(loadEnv(mode, root, 'VITE_'))) },
  plugins: [
    inlineMdi(),
    // Only the landing page's translations in the app bundle; the rest loads with the first other page (ADR 0011).
    landingTranslations({ dir: `${root}src/i18n/locales/id`, keys: landingTranslationKeys }),
    // The Markdown of content/ as one hashed JSON file, fetched by the pages that read it (ADR 0052).
    contentDb({ dir: `${root}content` }),
    react(),
    // The landing page's markup in index.html, painted before any script (ADR 0056).
    prerenderLanding({ localeDir: `${root}src/i18n/locales/id` }),
    pwa(),
    precompress(),
  ],
  resolve: {
    conditions: ['@scola/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React Router's modules in one chunk: left to itself, the splitter cut them into three chunks once the
        // lazy pages used different parts, and the landing page paid ~2 KB gzip for the seams (ADR 0011).
        codeSplitting: { groups: [{ name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
