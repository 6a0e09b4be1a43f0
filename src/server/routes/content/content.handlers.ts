/**
 * Handlers of getPage and the content editors. An editor's save is a publish like the studio's
 * (a version, the live content, the rebuild job), without the studio's revision check.
 */
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import { PAGE_SLUGS, type Lang, type PageSlug } from '../../db/schema.ts';
import { findPageHtml } from '../../content/content.query.ts';
import type { DocumentBody, DocumentRef } from '../../content/studio-documents.ts';
import { publishBody } from '../../content/studio-versions.ts';
import { requestPublish } from '../../publish/request-publish.ts';
import { refuse } from '../../refusal.ts';
import type { getPage, updateContact, updatePage } from './content.routes.ts';

/** Publishes the body as the caller and asks for the rebuild. */
async function publish(
  c: RouteContext<typeof updatePage> | RouteContext<typeof updateContact>,
  doc: DocumentRef,
  body: DocumentBody,
): Promise<void> {
  const user = c.get('user');
  if (!user) refuse(401, 'unauthorized');
  const deps = c.get('deps');
  const { publishId } = await publishBody(deps.db, doc, { body, userId: user.id });
  await requestPublish(deps, c.get('logger'), publishId);
}

/** es is another spelling of sp (SPEC.md §1). */
function langOf(lang: 'en' | 'fr' | 'sp' | 'es' | undefined): Lang {
  return lang === 'es' ? 'sp' : (lang ?? 'en');
}

/** getPage knows TermAndCondition and PrivacyPolicy; any other name is an unknown page (404). */
function isPageName(slug: string): slug is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(slug);
}

export async function getPageHandler(c: RouteContext<typeof getPage>) {
  const { slug } = c.req.valid('param');
  if (!isPageName(slug)) refuse(404, 'pageNotFound');
  const html = await findPageHtml(c.get('deps').db, slug, langOf(c.req.valid('query').lang));
  if (html === null) refuse(404, 'pageNotFound');
  return ok(c, { pdata: html });
}

export async function updatePageHandler(c: RouteContext<typeof updatePage>) {
  const { slug } = c.req.valid('param');
  if (!isPageName(slug)) refuse(404, 'pageNotFound');
  const lang = langOf(c.req.valid('query').lang);
  const kind = slug === 'TermAndCondition' ? 'terms' : 'privacy';
  await publish(c, { kind, lang }, { html: c.req.valid('json').html });
  return ok(c, { slug, lang }, said(c, 'pageSaved'));
}

export async function updateContactHandler(c: RouteContext<typeof updateContact>) {
  const body = c.req.valid('json');
  const values = {
    phone: body.phone,
    email: body.email,
    address: body.address,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
  await publish(c, { kind: 'contact', lang: 'en' }, values);
  return ok(
    c,
    {
      String2: values.phone,
      String3: values.email,
      String4: values.address,
      Latitude: values.latitude,
      Longitude: values.longitude,
    },
    said(c, 'contactSaved'),
  );
}
