import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  aboutSchema,
  blogSchema,
  faqSchema,
  teamSchema,
  testimonialsSchema,
} from './features/content/content-schemas.ts';

// Editorial text lives in src/content/ as Markdown so editors change words, not code.
// Per-language folders/files share slugs and item ids; see src/features/content/content-ids.ts.
// Schemas are shared with tests/unit/features/content/content-schemas.test.ts, which also checks the languages match.

/** Articles: src/content/blog/{lang}/{slug}.md → id '{lang}/{slug}'. */
const blog = defineCollection({ loader: glob({ pattern: '*/*.md', base: './src/content/blog' }), schema: blogSchema });

/** FAQ: src/content/faq/{lang}.md → id '{lang}', questions in frontmatter `items`. */
const faq = defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/faq' }), schema: faqSchema });

/** Team: src/content/team/{lang}.md → id '{lang}', people in frontmatter `members`. */
const team = defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/team' }), schema: teamSchema });

/** Testimonials: src/content/testimonials/{lang}.md → id '{lang}', quotes in frontmatter `items`. */
const testimonials = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/testimonials' }),
  schema: testimonialsSchema,
});

/** About tabs: src/content/about/{lang}/{goals|work|passion}.md → id '{lang}/{tab}', body in Markdown. */
const about = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/about' }),
  schema: aboutSchema,
});

export const collections = { blog, faq, team, testimonials, about };
