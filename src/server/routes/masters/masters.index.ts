/**
 * getMasters: one router, chained so its type carries each route's request and answer
 * (composed into the app's type in ../index.ts, read by the site through app-type.ts).
 */
import { createRouter } from '../../app/create-app.ts';
import { getMastersHandler } from './masters.handlers.ts';
import { getMasters } from './masters.routes.ts';

export const masterRoutes = createRouter().openapi(getMasters, getMastersHandler);
