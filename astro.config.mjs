// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { parsePublicConfig } from './src/lib/config.ts';
import { buildSettingsProblems, csvOf } from './src/lib/public-settings.ts';
import { astroCsp } from './src/lib/security/content-security-policy.ts';

// The build's settings: the environment, over .env files (as the pages' import.meta.env reads them).
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
/** @type {Record<string, string | undefined>} */
const settings = { ...loadEnv(mode, process.cwd(), ''), ...process.env };

/** Stops a build whose settings are wrong or disagree, or that has no API to read content from (issue 20). */
const checkBuildSettings = {
  name: 'build-settings',
  hooks: {
    /** @param {{ command: string }} options */
    'astro:config:setup': ({ command }) => {
      if (command !== 'build') return;
      const problems = buildSettingsProblems(settings);
      if (problems.length) throw new Error(`The site cannot be built with these settings:\n  ${problems.join('\n  ')}`);
    },
  },
};

// Static pages per language (/en/…, /fr/…, /sp/…) with React islands; the API is a separate Hono app.
export default defineConfig({
  output: 'static',
  // The start script builds into a fresh folder and swaps it in, so a running server never serves half a build.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  site: process.env.SITE_URL || 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'fr', 'sp'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [
    checkBuildSettings,
    react(),
    {
      // client:intent: islands that hydrate when the visitor reaches for them (src/lib/site/hydrate-on-intent.ts)
      name: 'hydrate-on-intent',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          // Absolute: a content rebuild runs this config from a scratch root (astro.rebuild.config.mjs).
          addClientDirective({
            name: 'intent',
            entrypoint: fileURLToPath(new URL('./src/lib/site/hydrate-on-intent.ts', import.meta.url)),
          }),
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    // Fewer, larger shared chunks: every chunk costs a page its own gzip start and an import. The modules
    // every page's header runs (auth, toast, API client, config…) always load together, and so do React
    // and its runtime on every island page: one chunk each instead of ten and five small ones.
    build: {
      // A page's script of more than a line is a file of its own, not inlined into the HTML (Astro inlines
      // below 4 KB): home's HTML sits at the edge of TCP's first window (14.6 KB), and ~500 bytes more of
      // it cost a round trip before the first paint (Lighthouse's LCP 1.35 → 1.47 s).
      assetsInlineLimit: (file, content) => (file.endsWith('.js') ? content.length < 512 : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'site',
                // only where several entries share them: a one-page rebuild keeps them in its page script
                minShareCount: 2,
                test: /\/src\/(lib\/(config|media-url|search-text|site\/(routes|when-near|when-idle)|i18n\/(langs|localized-url|page-lang)|stores\/(auth|profile)|api\/(client|names-lang|profile|user-detail))|ui\/(toast|login-required-dialog))\.ts$|preload-helper|\/node_modules\/(nanostores|@nanostores\/persistent)\//,
              },
              { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\// },
            ],
          },
        },
      },
    },
    // `npm run dev`: the browser talks to Astro; API and media calls go on to the API process.
    server: process.env.DEV_API_ORIGIN
      ? { proxy: { '/api': process.env.DEV_API_ORIGIN, '/media': process.env.DEV_API_ORIGIN } }
      : undefined,
  },
  // Each page gets a CSP meta tag with the hashes of its inline scripts (no 'unsafe-inline' for scripts)
  // and the configured API, media and tile origins; the server copies it into the header. See src/lib/security/content-security-policy.ts.
  security: {
    csp: astroCsp({
      config: parsePublicConfig(settings, true),
      serverMediaBase: settings.MEDIA_BASE_URL,
      imageOrigins: csvOf(settings.PUBLIC_IMAGE_ORIGINS),
    }),
  },
  // No code blocks in the editorial Markdown; Shiki's inline styles would only bring a CSP warning.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
