/** Registers getMasters. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { getMastersHandler } from './masters.handlers.ts';
import { getMasters } from './masters.routes.ts';

export function registerMasterRoutes(app: App): void {
  addRoute(app, getMasters, getMastersHandler);
}
