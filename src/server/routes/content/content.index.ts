/**
 * getPage and the content editors: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { getPageHandler, updateContactHandler, updatePageHandler } from './content.handlers.ts';
import { getPage, updateContact, updatePage } from './content.routes.ts';

export const contentRoutes = createRouter()
  .openapi(getPage, getPageHandler)
  .openapi(updatePage, updatePageHandler)
  .openapi(updateContact, updateContactHandler);
