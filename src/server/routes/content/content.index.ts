/** Registers getPage and the content editors. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { getPageHandler, updateContactHandler, updatePageHandler } from './content.handlers.ts';
import { getPage, updateContact, updatePage } from './content.routes.ts';

export function registerContentRoutes(app: App): void {
  addRoute(app, getPage, getPageHandler);
  addRoute(app, updatePage, updatePageHandler);
  addRoute(app, updateContact, updateContactHandler);
}
