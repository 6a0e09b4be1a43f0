/** Handlers of listing reports, unpublishing and restoring (issue 23); the rows live in src/server/cars/. */
import { ok, said } from '../../app/envelope.ts';
import type { RouteContext } from '../../app/types.ts';
import { listReports, reportCar } from '../../cars/car-reports.ts';
import { restoreCar, unpublishCar } from '../../cars/car-unpublish.ts';
import { refuse } from '../../refusal.ts';
import { enforceLimits } from '../../security/guard.ts';
import type {
  listReports as listReportsRoute,
  reportCar as reportCarRoute,
  restoreCar as restoreRoute,
  unpublishCar as unpublishRoute,
} from './reports.routes.ts';
import { MIN_OTHER_TEXT } from './reports.schemas.ts';

function callerId(c: { get(key: 'user'): { id: number } | null }): number {
  return c.get('user')?.id ?? refuse(401, 'unauthorized');
}

export async function reportCarHandler(c: RouteContext<typeof reportCarRoute>) {
  const { carId, reason, text } = c.req.valid('json');
  const userId = callerId(c);
  const words = text?.trim() || null;
  if (reason === 'other' && (words?.length ?? 0) < MIN_OTHER_TEXT)
    refuse(400, 'reportTextRequired', { min: MIN_OTHER_TEXT });
  await enforceLimits(c, [['reportUser', String(userId)]]);
  await reportCar(c.get('deps').db, { carId, userId, reason, text: words });
  return ok(c, null, said(c, 'reportReceived'));
}

export async function listReportsHandler(c: RouteContext<typeof listReportsRoute>) {
  const { take, before } = c.req.valid('query');
  const rows = await listReports(c.get('deps').db, { take, before: before || null });
  return ok(c, { reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
}

export async function unpublishCarHandler(c: RouteContext<typeof unpublishRoute>) {
  const { id } = c.req.valid('param');
  const deps = c.get('deps');
  await unpublishCar(deps.db, id, callerId(c));
  deps.listCache.clear();
  deps.searchRankingCache.clear();
  return ok(c, null, said(c, 'carRemoved'));
}

export async function restoreCarHandler(c: RouteContext<typeof restoreRoute>) {
  const { id } = c.req.valid('param');
  const deps = c.get('deps');
  await restoreCar(deps.db, id);
  deps.listCache.clear();
  deps.searchRankingCache.clear();
  return ok(c, null, said(c, 'carRestored'));
}
