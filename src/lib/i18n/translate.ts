/**
 * The tiny interpolating lookup the whole site uses: pages build it from a language's whole
 * dictionary at build time; islands build it from the few strings they were handed as props.
 * Client-safe (imports no translations).
 */

import type { Lang } from './langs.ts';

export type Strings = Readonly<Record<string, string>>;

/** The props of an island that draws in one language: the language and the strings it needs (pickStrings). */
export interface IslandProps {
  lang: Lang;
  strings: Strings;
}
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Returns t(key, vars): the string of `key` with each `{{name}}` replaced by vars.name.
 * A missing key returns the key itself, so a gap shows up on the page instead of an empty space.
 * @example createTranslate({ 'footer.copyright': '© {{from}}–{{to}}' })('footer.copyright', { from: 2020, to: 2025 })
 */
export function createTranslate(strings: Strings): Translate {
  return (key, vars) => {
    const text = strings[key];
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}
