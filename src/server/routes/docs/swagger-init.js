// Starts Swagger UI on /api/docs. A separate file, not an inline script, so the page runs under
// the server's Content-Security-Policy (script-src 'self').
/* global SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', () => {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    persistAuthorization: true,
    tryItOutEnabled: false,
  });
});
