/**
 * Every API route module composed into one router, chained so its type (`ApiRoutes`, exported to the
 * site as `AppType` by ../app/app-type.ts) carries every route; then mounted under the app with the
 * OpenAPI document. Each resource builds its own router; this file only wires them.
 */
import type { App } from '../app/types.ts';
import { createRouter } from '../app/create-app.ts';
import { accountRoutes } from './account/account.index.ts';
import { alertRoutes } from './alerts/alerts.index.ts';
import { authRoutes } from './auth/auth.index.ts';
import { carRoutes } from './cars/cars.index.ts';
import { contentRoutes } from './content/content.index.ts';
import { dealerRoutes } from './dealers/dealers.index.ts';
import { registerDocsRoutes } from './docs/docs.index.ts';
import { healthRoutes } from './health/health.index.ts';
import { importerCarRoutes } from './importer-cars/importer-cars.index.ts';
import { importerRoutes } from './importers/importers.index.ts';
import { masterRoutes } from './masters/masters.index.ts';
import { otpRoutes } from './otp/otp.index.ts';
import { passwordRoutes } from './password/password.index.ts';
import { reportRoutes } from './reports/reports.index.ts';
import { studioRoutes } from './studio/studio.index.ts';
import { wishlistRoutes } from './wishlist/wishlist.index.ts';

export const apiRoutes = createRouter()
  .route('/', healthRoutes)
  .route('/', carRoutes)
  .route('/', dealerRoutes)
  .route('/', masterRoutes)
  .route('/', contentRoutes)
  .route('/', wishlistRoutes)
  .route('/', authRoutes)
  .route('/', passwordRoutes)
  .route('/', otpRoutes)
  .route('/', accountRoutes)
  .route('/', studioRoutes)
  .route('/', importerCarRoutes)
  .route('/', importerRoutes)
  .route('/', reportRoutes)
  .route('/', alertRoutes);

export type ApiRoutes = typeof apiRoutes;

/** Mounts every API route and the OpenAPI document (/api/openapi.json, /api/docs) on the app. */
export function registerApiRoutes(app: App): void {
  app.route('/', apiRoutes);
  registerDocsRoutes(app);
}
