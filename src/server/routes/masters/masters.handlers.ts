/** Handler of getMasters. */
import type { RouteContext } from '../../app/types.ts';
import { ok } from '../../app/envelope.ts';
import { okKept } from '../../app/kept-answer.ts';
import { namesLang } from '../../app/request-lang.ts';
import { refuse } from '../../refusal.ts';
import { findMasters, masterKindOf, sortedByName } from '../../masters/masters.query.ts';
import { localized } from '../../masters/reference-names.ts';
import type { getMasters } from './masters.routes.ts';

export async function getMastersHandler(c: RouteContext<typeof getMasters>) {
  const { a, b } = c.req.valid('param');
  const kind = masterKindOf(a, b);
  if (!kind) refuse(404, 'unknownList', { list: `${a}/${b}` });
  const { db } = c.get('deps');
  const lang = namesLang(c, c.req.valid('query').lang);
  const answer = async () => {
    const userDetail = await findMasters(db, kind, a);
    if (!userDetail) refuse(404, 'brandNotFound');
    return { userDetail: sortedByName(kind, lang, await localized(db, lang, userDetail)) };
  };
  // The contact details change when an editor publishes them (Studio): read each time. The reference
  // lists change only with a seed or a migration: answered a moment from memory, as anonymous car lists,
  // for the filter sheet and pickers every visitor opens.
  if (kind === 'contact') return ok(c, await answer());
  return okKept(c, null, ['getMasters', kind, a, lang], answer);
}
