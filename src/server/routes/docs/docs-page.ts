/**
 * The API docs UI at /api/docs: Swagger UI served from node_modules/swagger-ui-dist (no CDN, works
 * offline) with its start script as a file of its own, so no inline script is needed under the CSP.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const here = dirname(fileURLToPath(import.meta.url));

/** The files /api/docs/assets/{name} serves, with their content types. */
export const DOCS_ASSETS: Record<string, { path: string; type: string }> = {
  'swagger-ui-bundle.js': { path: join(distDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { path: join(distDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'favicon-32x32.png': { path: join(distDir, 'favicon-32x32.png'), type: 'image/png' },
  'init.js': { path: join(here, 'swagger-init.js'), type: 'text/javascript; charset=utf-8' },
};

const cache = new Map<string, Promise<Buffer>>();

/** The bytes of an asset, read once. */
export function readDocsAsset(name: string): Promise<Buffer> | null {
  // Own keys only: 'constructor', '__proto__' or 'toString' are not assets (they answered 500 once).
  const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
  if (!asset) return null;
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(asset.path);
    bytes.catch(() => cache.delete(name));
    cache.set(name, bytes);
  }
  return bytes;
}

export const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>AutoImport API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/init.js"></script>
  </body>
</html>
`;
