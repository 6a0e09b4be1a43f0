import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontmatter } from 'astro/markdown';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import {
  ABOUT_TABS,
  aboutSchema,
  blogSchema,
  faqSchema,
  teamSchema,
  testimonialsSchema,
} from '../../../../src/features/content/content-schemas.ts';
import { entryId, entryLang, entrySlug } from '../../../../src/features/content/content-ids.ts';
import { LANGS } from '../../../../src/lib/i18n/langs.ts';

// Parses every Markdown file of src/content/ with the same frontmatter parser and zod schemas as
// src/content.config.ts, then checks what Astro cannot: the three languages have the same entries.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const contentDir = path.join(root, 'src/content');

type Parsed<T> = { lang: string; slug: string; data: T; body: string };

function readEntry<S extends z.ZodType>(file: string, schema: S): { data: z.output<S>; body: string } {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'));
  const result = schema.safeParse(frontmatter);
  if (!result.success) throw new Error(`${path.relative(root, file)}: ${result.error.message}`);
  return { data: result.data, body: content.trim() };
}

/** Entries of a per-language folder collection: {collection}/{lang}/{slug}.md. */
function readFolders<S extends z.ZodType>(collection: string, schema: S): Parsed<z.output<S>>[] {
  const base = path.join(contentDir, collection);
  return readdirSync(base).flatMap((lang) =>
    readdirSync(path.join(base, lang)).map((file) => ({
      lang,
      slug: file.replace(/\.md$/, ''),
      ...readEntry(path.join(base, lang, file), schema),
    })),
  );
}

/** Entries of a one-file-per-language collection: {collection}/{lang}.md. */
function readFiles<S extends z.ZodType>(collection: string, schema: S): Parsed<z.output<S>>[] {
  const base = path.join(contentDir, collection);
  return readdirSync(base).map((file) => {
    const lang = file.replace(/\.md$/, '');
    return { lang, slug: lang, ...readEntry(path.join(base, file), schema) };
  });
}

function byLang<T>(entries: Parsed<T>[], lang: string): Parsed<T>[] {
  return entries.filter((e) => e.lang === lang).sort((a, b) => a.slug.localeCompare(b.slug));
}

function wordCount(markdown: string): number {
  return markdown
    .replace(/[#*_>`|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

const blog = readFolders('blog', blogSchema);
const about = readFolders('about', aboutSchema);
const faq = readFiles('faq', faqSchema);
const team = readFiles('team', teamSchema);
const testimonials = readFiles('testimonials', testimonialsSchema);

describe('content collections', () => {
  it('has only .md files, in en, fr and sp', () => {
    for (const entries of [blog, about, faq, team, testimonials]) {
      expect([...new Set(entries.map((e) => e.lang))].sort()).toEqual([...LANGS].sort());
    }
    for (const dir of ['blog', 'about']) {
      for (const lang of LANGS) {
        for (const file of readdirSync(path.join(contentDir, dir, lang))) expect(file).toMatch(/^[a-z0-9-]+\.md$/);
      }
    }
  });

  it('declares in frontmatter the language of its folder or file', () => {
    for (const entries of [blog, about, faq, team, testimonials]) {
      for (const e of entries) expect(e.data.lang, `${e.lang}/${e.slug}`).toBe(e.lang);
    }
  });

  it('has the same blog slugs, dates, authors and images in every language', () => {
    const en = byLang(blog, 'en');
    expect(en).toHaveLength(6);
    for (const lang of LANGS) {
      const entries = byLang(blog, lang);
      expect(entries.map((e) => e.slug)).toEqual(en.map((e) => e.slug));
      entries.forEach((e, i) => {
        const source = en[i]!;
        expect([e.data.date, e.data.author, e.data.image], e.slug).toEqual([
          source.data.date,
          source.data.author,
          source.data.image,
        ]);
      });
    }
  });

  it('keeps each blog article between 300 and 600 words', () => {
    for (const e of blog) {
      const words = wordCount(e.body);
      expect(words, `${e.lang}/${e.slug}: ${words} words`).toBeGreaterThanOrEqual(300);
      expect(words, `${e.lang}/${e.slug}: ${words} words`).toBeLessThanOrEqual(600);
    }
  });

  it('points blog images at files that exist', () => {
    for (const { data, lang, slug } of blog) {
      if (data.image?.startsWith('/'))
        expect(existsSync(path.join(root, 'public', data.image)), `${lang}/${slug}`).toBe(true);
    }
  });

  it('has the three about tabs, named after their files, with a body, in every language', () => {
    for (const lang of LANGS) {
      const entries = byLang(about, lang);
      expect(entries.map((e) => e.slug).sort()).toEqual([...ABOUT_TABS].sort());
      for (const e of entries) {
        expect(e.data.tab).toBe(e.slug);
        expect(e.body.length, `${lang}/${e.slug}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists the same FAQ questions, team members and testimonials, in the same order, in every language', () => {
    const lists = {
      faq: faq.map((e) => ({ lang: e.lang, items: e.data.items })),
      team: team.map((e) => ({ lang: e.lang, items: e.data.members })),
      testimonials: testimonials.map((e) => ({ lang: e.lang, items: e.data.items })),
    };
    for (const [name, entries] of Object.entries(lists)) {
      const ids = (lang: string) => entries.find((e) => e.lang === lang)?.items.map((item) => item.id) ?? [];
      expect(new Set(ids('en')).size, `${name}: duplicate id`).toBe(ids('en').length);
      for (const lang of LANGS) expect(ids(lang), `${name}/${lang}`).toEqual(ids('en'));
    }
    expect(lists.faq[0]!.items.length).toBeGreaterThanOrEqual(8);
    expect(lists.team[0]!.items.length).toBeGreaterThanOrEqual(4);
    expect(lists.testimonials[0]!.items).toHaveLength(6);
  });

  it('keeps people’s names and cars identical across languages', () => {
    const enTeam = team.find((e) => e.lang === 'en')!.data.members;
    const enQuotes = testimonials.find((e) => e.lang === 'en')!.data.items;
    for (const lang of LANGS) {
      const members = team.find((e) => e.lang === lang)!.data.members;
      expect(members.map((m) => m.name)).toEqual(enTeam.map((m) => m.name));
      const items = testimonials.find((e) => e.lang === lang)!.data.items;
      expect(items.map((t) => [t.name, t.car])).toEqual(enQuotes.map((t) => [t.name, t.car]));
    }
  });

  it('names blog authors who are on the team', () => {
    const names = new Set(team.find((e) => e.lang === 'en')!.data.members.map((m) => m.name));
    for (const e of blog) expect(names.has(e.data.author), `${e.lang}/${e.slug}: ${e.data.author}`).toBe(true);
  });
});

describe('content schemas', () => {
  const article = {
    title: 'T',
    description: 'D',
    date: '2026-01-02',
    author: 'A',
    tags: ['t'],
    lang: 'en',
  };

  it('rejects empty or blank fields', () => {
    expect(blogSchema.safeParse({ ...article, author: '  ' }).success).toBe(false);
    expect(blogSchema.safeParse({ ...article, tags: [] }).success).toBe(false);
    expect(faqSchema.safeParse({ lang: 'en', title: 'T', description: 'D', items: [] }).success).toBe(false);
  });

  it('rejects a description over 160 characters and an unknown language', () => {
    expect(blogSchema.safeParse(article).success).toBe(true);
    expect(blogSchema.safeParse({ ...article, description: 'x'.repeat(161) }).success).toBe(false);
    expect(blogSchema.safeParse({ ...article, lang: 'es' }).success).toBe(false);
  });

  it('rejects item ids that are not kebab-case', () => {
    const item = { question: 'Q', answer: 'A' };
    const page = { lang: 'en', title: 'T', description: 'D' };
    expect(faqSchema.safeParse({ ...page, items: [{ ...item, id: 'wish-list' }] }).success).toBe(true);
    expect(faqSchema.safeParse({ ...page, items: [{ ...item, id: 'Wish List' }] }).success).toBe(false);
  });
});

describe('content ids', () => {
  it('splits and builds per-language entry ids', () => {
    expect(entryId('fr', 'avoiding-deposit-scams')).toBe('fr/avoiding-deposit-scams');
    expect(entrySlug('fr/avoiding-deposit-scams')).toBe('avoiding-deposit-scams');
    expect(entryLang('fr/avoiding-deposit-scams')).toBe('fr');
    expect(entryLang('sp')).toBe('sp');
  });
});
