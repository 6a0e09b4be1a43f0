import { z } from 'astro/zod';
import { LANGS } from '../../lib/i18n/langs.ts';

/**
 * Frontmatter rules for the editorial content in src/content/ (blog, faq, team, testimonials, about).
 * src/content.config.ts and tests/unit/features/content/content-schemas.test.ts both use these schemas, so an editor's
 * mistake fails the unit test with the same message the Astro build would give.
 */

/** The three tabs of the about page, in display order; also the about entries' file names. */
export const ABOUT_TABS = ['goals', 'work', 'passion'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/** Longest meta description search engines show without cutting it. */
export const DESCRIPTION_MAX = 160;

// Every text field must say something: an editor who empties a field gets an error, not a blank card.
const text = z.string().trim().min(1, 'must not be empty');
const lang = z.enum(LANGS);
// Item ids link a card to its translations (same id in en, fr and sp), so they stay ASCII kebab-case.
const itemId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, -)');
const pageMeta = { lang, title: text, description: text.max(DESCRIPTION_MAX) };

/** A blog article: src/content/blog/{lang}/{slug}.md, body in Markdown. */
export const blogSchema = z.object({
  ...pageMeta,
  date: z.coerce.date(),
  author: text,
  tags: z.array(text).min(1),
  /** Optional cover image: a path under public/ (e.g. /assets/blog/x.webp) or an absolute URL. */
  image: text.optional(),
});

/** The FAQ page of one language: src/content/faq/{lang}.md, questions in display order. */
export const faqSchema = z.object({
  ...pageMeta,
  items: z.array(z.object({ id: itemId, question: text, answer: text })).min(1),
});

/** The team page of one language: src/content/team/{lang}.md, members in display order. */
export const teamSchema = z.object({
  ...pageMeta,
  members: z
    .array(z.object({ id: itemId, name: text, role: text, city: text, country: text, bio: text.max(400) }))
    .min(1),
});

/** The testimonials page of one language: src/content/testimonials/{lang}.md. */
export const testimonialsSchema = z.object({
  ...pageMeta,
  /** true while the quotes are illustrative examples; set false once they are real buyers' words, given with consent. */
  sample: z.boolean(),
  items: z
    .array(z.object({ id: itemId, name: text, city: text, country: text, car: text, quote: text.max(400) }))
    .min(1),
});

/** One tab of the about page: src/content/about/{lang}/{tab}.md, body in Markdown. */
export const aboutSchema = z.object({
  lang,
  tab: z.enum(ABOUT_TABS),
  /** Tab label and section heading ("Our Goals", "Nos objectifs", …). */
  title: text,
});

export type BlogFrontmatter = z.infer<typeof blogSchema>;
export type FaqFrontmatter = z.infer<typeof faqSchema>;
export type TeamFrontmatter = z.infer<typeof teamSchema>;
export type TestimonialsFrontmatter = z.infer<typeof testimonialsSchema>;
export type AboutFrontmatter = z.infer<typeof aboutSchema>;
