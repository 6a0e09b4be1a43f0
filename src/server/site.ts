/**
 * Serves the prebuilt Astro site from dist/: language redirects, cache headers, 404 page.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { refusalResponse } from './app/envelope.ts';
import type { App } from './app/types.ts';
import type { Env } from './env.ts';
import { pageCspHeader } from './page-csp.ts';
import { ApiRefusal } from './refusal.ts';

const LANGS = ['en', 'fr', 'sp'];

export function registerSiteRoutes(app: App, env: Env): void {
  const root = resolve(env.DIST_DIR);

  app.get('/', (c) => c.redirect('/en/home', 302));
  app.get('/es', (c) => c.redirect('/sp/home', 301));
  app.get('/es/*', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(url.pathname.replace(/^\/es\//, '/sp/') + url.search, 301);
  });
  for (const lang of LANGS) {
    app.get(`/${lang}`, (c) => c.redirect(`/${lang}/home`, 302));
    app.get(`/${lang}/`, (c) => c.redirect(`/${lang}/home`, 302));
  }

  app.use('*', pageCspHeader(root));
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    if (path.startsWith('/_astro/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (/\.(html?)$/.test(path) || !/\.[a-z0-9]+$/i.test(path)) c.header('Cache-Control', 'no-cache');
    else c.header('Cache-Control', 'public, max-age=3600');
  });
  // Fallback for text files without a .br/.gz twin (precompress.ts makes them for builds): gzip on the fly.
  app.use('*', compress());
  app.use('*', serveStatic({ root, precompressed: true }));

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return refusalResponse(c, new ApiRefusal(404, 'notFound'));
    const html = await readFile(resolve(root, '404.html'), 'utf8').catch(() => '<h1>Page not found</h1>');
    return c.html(html, 404);
  });
}
