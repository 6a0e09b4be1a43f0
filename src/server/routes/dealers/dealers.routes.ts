/** Route definition of getDealerInfo/{vehicleId} (SPEC.md §7: the id is a vehicle id). */
import { createRoute } from '@hono/zod-openapi';
import { dealerInfoData, dealerInfoParams, dealerInfoQuery } from '../cars/cars.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { withNamesLang } from '../docs/lang-query.ts';

export const getDealerInfo = createRoute({
  method: 'get',
  path: '/api/customer/getDealerInfo/{vehicleId}',
  tags: ['Importers'],
  summary: 'The importer selling a car',
  description:
    'The path id is a VEHICLE id (a published car); data.detail holds one importer. ' +
    'Extension: ?dealerId={importerId} looks the importer up directly (the vehicle id is then ignored; pass 0). ' +
    'ProfilePhoto is a file name under /media/other/thumb/.',
  request: { params: dealerInfoParams, query: withNamesLang(dealerInfoQuery) },
  responses: responsesOf(dealerInfoData, 'The importer', [404, 503]),
});
