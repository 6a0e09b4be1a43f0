/** Handlers of getPage and the content editors. */
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import type { ContentKind } from '../../app/types.ts';
import { PAGE_SLUGS, type Lang, type PageSlug } from '../../db/schema.ts';
import { findPageHtml, saveContact, savePageHtml } from '../../content/content.query.ts';
import { refuse } from '../../refusal.ts';
import type { getPage, updateContact, updatePage } from './content.routes.ts';

/** Tells the site to rebuild; a failure there is logged, the saved content stays saved. */
function announce(c: RouteContext<typeof updatePage> | RouteContext<typeof updateContact>, kind: ContentKind): void {
  try {
    c.get('deps').onContentChange(kind);
  } catch (error) {
    c.get('logger').error({ err: error, kind }, 'content rebuild could not start');
  }
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
  const deps = c.get('deps');
  await savePageHtml(deps.db, slug, lang, c.req.valid('json').html);
  announce(c, slug === 'TermAndCondition' ? 'terms' : 'privacy');
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
  const deps = c.get('deps');
  await saveContact(deps.db, values);
  announce(c, 'contact');
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
