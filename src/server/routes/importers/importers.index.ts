/** The router of the importers' verification (issue 23), chained so its type carries each route. */
import { createRouter } from '../../app/create-app.ts';
import { listImportersHandler, unverifyImporterHandler, verifyImporterHandler } from './importers.handlers.ts';
import { listImporters, unverifyImporter, verifyImporter } from './importers.routes.ts';

export const importerRoutes = createRouter()
  .openapi(listImporters, listImportersHandler)
  .openapi(verifyImporter, verifyImporterHandler)
  .openapi(unverifyImporter, unverifyImporterHandler);
