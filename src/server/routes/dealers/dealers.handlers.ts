/** Handler of getDealerInfo. */
import { namesLang } from '../../app/request-lang.ts';
import type { RouteContext } from '../../app/types.ts';
import { ok } from '../../app/envelope.ts';
import { localized } from '../../masters/reference-names.ts';
import { refuse } from '../../refusal.ts';
import { findDealerById, findDealerOfCar } from '../../dealers/dealer-info.query.ts';
import type { getDealerInfo } from './dealers.routes.ts';

export async function getDealerInfoHandler(c: RouteContext<typeof getDealerInfo>) {
  const { vehicleId } = c.req.valid('param');
  const { dealerId, lang } = c.req.valid('query');
  const { db } = c.get('deps');
  const detail = dealerId ? await findDealerById(db, dealerId) : await findDealerOfCar(db, vehicleId);
  if (!detail.length) refuse(404, dealerId ? 'importerNotFound' : 'carNotFound');
  return ok(c, { detail: await localized(db, namesLang(c, lang), detail) });
}
