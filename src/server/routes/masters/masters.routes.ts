/** Route definition of getMasters/{a}/{b}. */
import { createRoute } from '@hono/zod-openapi';
import { mastersData, mastersParams } from './masters.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { namesLangQuery } from '../docs/lang-query.ts';

export const getMasters = createRoute({
  method: 'get',
  path: '/api/open/getMasters/{a}/{b}',
  tags: ['Reference lists'],
  summary: 'A reference list, chosen by the pair a/b',
  description: [
    'data.userDetail by pair (SPEC.md §7):',
    '- 0/-1 ads [{ Id, Type ("I" image, "V" video), URL }]; URL is a file name: the site shows',
    '  MEDIA_BASE_URL (default /media/) + "photo/" or "video/" + the file name;',
    '- 0/40 countries [{ Id, CountryName }];',
    '- 0/160 contact strings [{ String2 phone, String3 e-mail, String4 address, Latitude, Longitude }];',
    '- 0/10 brands [{ Id, MakerName }]; 0/50 body styles [{ Id, BodyStyleName }]; 0/120 body types [{ Id, BodyTypeName }];',
    '- {brandId}/20 models of that brand [{ Id, ModelName }] (404 for an unknown brand);',
    '- 10/70 standard and 20/70 optional equipment [{ Id, EquipmentName }].',
    'Any other pair answers 404; a number that is not an integer answers 400.',
  ].join('\n'),
  request: { params: mastersParams, query: namesLangQuery },
  responses: responsesOf(mastersData, 'The list of the pair', [404, 503]),
});
