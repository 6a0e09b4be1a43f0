/**
 * getDealerInfo: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { getDealerInfoHandler } from './dealers.handlers.ts';
import { getDealerInfo } from './dealers.routes.ts';

export const dealerRoutes = createRouter().openapi(getDealerInfo, getDealerInfoHandler);
