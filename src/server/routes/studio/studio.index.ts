/**
 * The studio's router (issue 18), chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import {
  getPublishHandler,
  getVersionHandler,
  listDocumentsHandler,
  listVersionsHandler,
  publishDocumentHandler,
  revertVersionHandler,
  saveDraftHandler,
} from './studio.handlers.ts';
import {
  getPublish,
  getVersion,
  listDocuments,
  listVersions,
  publishDocument,
  revertVersion,
  saveDraft,
} from './studio.routes.ts';

export const studioRoutes = createRouter()
  .openapi(listDocuments, listDocumentsHandler)
  .openapi(saveDraft, saveDraftHandler)
  .openapi(publishDocument, publishDocumentHandler)
  .openapi(getPublish, getPublishHandler)
  .openapi(listVersions, listVersionsHandler)
  .openapi(getVersion, getVersionHandler)
  .openapi(revertVersion, revertVersionHandler);
