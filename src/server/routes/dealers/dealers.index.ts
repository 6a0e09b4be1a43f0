/** Registers getDealerInfo. */
import { addRoute } from '../../app/add-route.ts';
import type { App } from '../../app/types.ts';
import { getDealerInfoHandler } from './dealers.handlers.ts';
import { getDealerInfo } from './dealers.routes.ts';

export function registerDealerRoutes(app: App): void {
  addRoute(app, getDealerInfo, getDealerInfoHandler);
}
