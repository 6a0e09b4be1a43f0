/** Handler of getDealerInfo. */
import type { RouteContext } from '../../app/types.ts';
import { fail, ok } from '../../app/envelope.ts';
import { findDealerById, findDealerOfCar } from './dealer-info.query.ts';
import type { getDealerInfo } from './dealers.routes.ts';

export async function getDealerInfoHandler(c: RouteContext<typeof getDealerInfo>) {
  const { vehicleId } = c.req.valid('param');
  const { dealerId } = c.req.valid('query');
  const { db } = c.get('deps');
  const detail = dealerId ? await findDealerById(db, dealerId) : await findDealerOfCar(db, vehicleId);
  if (!detail.length) return fail(c, 404, dealerId ? 'Importer not found' : 'Car not found');
  return ok(c, { detail });
}
