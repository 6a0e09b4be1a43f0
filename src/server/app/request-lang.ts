/**
 * The language of the reference names in an answer (issue 19): the `lang` query (en, fr, sp; es = sp),
 * else the first language of Accept-Language the site has, else English, so the mobile app, which sends
 * neither, keeps its English answers.
 */
import type { Context } from 'hono';
import { DEFAULT_LANG, toLang, type Lang } from '../../lib/i18n/langs.ts';

/**
 * The site language an Accept-Language header prefers most (q order, then header order); English
 * when it names none of en, fr, es.
 * @example langOfAcceptLanguage('es-ES,es;q=0.9,en;q=0.8') // 'sp'
 */
export function langOfAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: toLang(tag.trim().toLowerCase().split('-')[0]), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? DEFAULT_LANG;
}

/**
 * The answer's language for names: `query` when given, else Accept-Language (and the answer then says
 * `Vary: Accept-Language`).
 */
export function namesLang(c: Pick<Context, 'req' | 'header'>, query: string | undefined): Lang {
  const chosen = toLang(query);
  if (chosen) return chosen;
  c.header('Vary', 'Accept-Language', { append: true });
  return langOfAcceptLanguage(c.req.header('accept-language'));
}
