// @ts-check
/**
 * Astro config of a content rebuild: the project's config, run from a scratch root whose src/ has no
 * pages, with only the routes named in SITE_ONLY_ROUTES injected from the real src/pages. Astro then
 * compiles and bundles just what those pages import, which is much faster than a full build, and the
 * project's .astro/ folder (content types) is left alone. See rebuild-pages.ts.
 */
import { fileURLToPath } from 'node:url';
import base from '../../../astro.config.mjs';

const project = fileURLToPath(new URL('../../../', import.meta.url));
const work = process.env.REBUILD_WORK_DIR;
if (!work) throw new Error('REBUILD_WORK_DIR is required');
const routes = (process.env.SITE_ONLY_ROUTES ?? '')
  .split(',')
  .map((route) => route.trim())
  .filter((route) => /^[A-Za-z_]+$/.test(route));

export default {
  ...base,
  root: work,
  srcDir: `${work}/src`,
  publicDir: `${project}public`,
  cacheDir: `${work}/cache`,
  integrations: [
    ...(base.integrations ?? []),
    {
      name: 'content-rebuild-routes',
      hooks: {
        /** @param {{ injectRoute: (route: { pattern: string; entrypoint: string }) => void }} options */
        'astro:config:setup': ({ injectRoute }) => {
          for (const route of routes) {
            injectRoute({ pattern: `/[lang]/${route}`, entrypoint: `${project}src/pages/[lang]/${route}.astro` });
          }
        },
      },
    },
  ],
};
