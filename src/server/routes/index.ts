/**
 * Mounts every API route module under /api and the OpenAPI document.
 * Each resource registers its own routes; this file only wires them.
 */
import type { App } from '../app/types.ts';
import { registerHealthRoutes } from './health/health.index.ts';

export function registerApiRoutes(app: App): void {
  registerHealthRoutes(app);
}
