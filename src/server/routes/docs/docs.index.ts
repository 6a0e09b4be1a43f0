/**
 * The OpenAPI 3.1 document of every documented call at /api/openapi.json and its docs UI at /api/docs.
 * Register this after the resources whose calls it documents (the document is built on first request).
 */
import type { App } from '../../app/types.ts';
import { refuse } from '../../refusal.ts';
import { DOCS_ASSETS, DOCS_HTML, readDocsAsset } from './docs-page.ts';
import { TOKEN_SCHEME, tokenSchemeComponent } from './security.ts';

const DOCUMENT_CONFIG: Parameters<App['getOpenAPI31Document']>[0] = {
  openapi: '3.1.0',
  info: {
    title: 'AutoImport West Africa API',
    version: '1.0.0',
    description:
      'The marketplace API of the site and the mobile app. Every answer is { status, message, data } with the ' +
      'HTTP status equal to status. Field names keep SPEC.md’s spelling (VehicalId, BussinessName, …). ' +
      'Media file names are served under /media/photo|video|other/[thumb/]{name} (or MEDIA_BASE_URL); a published ' +
      "car's first picture also by car id, at /media/car/{id}/medium|full on this server (204 when it has none).",
  },
  servers: [{ url: '/', description: 'This server' }],
};

export function registerDocsRoutes(app: App): void {
  app.openAPIRegistry.registerComponent('securitySchemes', TOKEN_SCHEME, tokenSchemeComponent);
  let document: unknown = null;
  app.get('/api/openapi.json', (c) => {
    document ??= app.getOpenAPI31Document(DOCUMENT_CONFIG);
    return c.json(document);
  });
  app.get('/api/docs', (c) => c.html(DOCS_HTML));
  app.get('/api/docs/assets/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = readDocsAsset(name);
    if (!bytes) refuse(404, 'notFound');
    const body = await bytes;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': DOCS_ASSETS[name]?.type ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
