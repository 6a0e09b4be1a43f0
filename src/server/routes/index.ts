/**
 * Mounts every API route module under /api and the OpenAPI document.
 * Each resource registers its own routes; this file only wires them.
 */
import type { App } from '../app/types.ts';
import { registerHealthRoutes } from './health/health.index.ts';
import { registerCarRoutes } from './cars/cars.index.ts';
import { registerDealerRoutes } from './dealers/dealers.index.ts';
import { registerMasterRoutes } from './masters/masters.index.ts';
import { registerContentRoutes } from './content/content.index.ts';
import { registerWishlistRoutes } from './wishlist/wishlist.index.ts';
import { registerDocsRoutes } from './docs/docs.index.ts';
import { registerAuthRoutes } from './auth/auth.index.ts';
import { registerPasswordRoutes } from './password/password.index.ts';
import { registerOtpRoutes } from './otp/otp.index.ts';
import { registerAccountRoutes } from './account/account.index.ts';

export function registerApiRoutes(app: App): void {
  registerHealthRoutes(app);
  registerCarRoutes(app);
  registerDealerRoutes(app);
  registerMasterRoutes(app);
  registerContentRoutes(app);
  registerWishlistRoutes(app);
  registerDocsRoutes(app);
  registerAuthRoutes(app);
  registerPasswordRoutes(app);
  registerOtpRoutes(app);
  registerAccountRoutes(app);
}
