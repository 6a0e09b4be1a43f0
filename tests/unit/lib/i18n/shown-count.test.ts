import { describe, expect, it } from 'vitest';
import en from '../../../../public/assets/i18n/en.json';
import fr from '../../../../public/assets/i18n/fr.json';
import sp from '../../../../public/assets/i18n/sp.json';
import { showLabel } from '../../../../src/features/catalog/filter-sheet.tsx';
import type { Lang } from '../../../../src/lib/i18n/langs.ts';
import { shownCount } from '../../../../src/lib/i18n/shown-count.ts';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';

const t = { en: createTranslate(en), fr: createTranslate(fr), sp: createTranslate(sp) } satisfies Record<Lang, unknown>;
const NNBSP = '\u202f';

// Issue 22: a count above 10,000 may be the server's estimate; the list's "Cars found", its pager's
// range and the finder sheet's button then say "about" in the page's language and number format.
describe('counts shown exact or as an estimate', () => {
  it('writes an exact count as grouped digits', () => {
    expect(shownCount(t.en, 'en', 9_876)).toBe('9,876');
    expect(shownCount(t.fr, 'fr', 9_876, false)).toBe(`9${NNBSP}876`);
    expect(shownCount(t.sp, 'sp', 9_876)).toBe('9876');
  });

  it('writes an estimate as "about" in each language', () => {
    expect(shownCount(t.en, 'en', 12_000, true)).toBe('about 12,000');
    expect(shownCount(t.fr, 'fr', 12_000, true)).toBe(`environ 12${NNBSP}000`);
    expect(shownCount(t.sp, 'sp', 12_000, true)).toBe('unos 12.000');
  });

  it('reads whole in the list line and the pager range', () => {
    const found = (lang: Lang) => t[lang]('catalog.grid.count', { count: shownCount(t[lang], lang, 30_000, true) });
    expect(found('en')).toBe('Cars found: about 30,000');
    expect(found('fr')).toBe(`Voitures trouvées : environ 30${NNBSP}000`);
    expect(found('sp')).toBe('Coches encontrados: unos 30.000');
    const range = t.fr('catalog.pager.range', { from: 1, to: 12, total: shownCount(t.fr, 'fr', 30_000, true) });
    expect(range).toBe(`1–12 sur environ 30${NNBSP}000`);
  });

  it('labels the finder sheet button with the estimate', () => {
    const ready = (count: number, approximate: boolean) => ({ status: 'ready' as const, count, approximate });
    expect(showLabel(t.en, 'en', ready(12_000, true))).toBe('Show about 12,000 cars');
    expect(showLabel(t.fr, 'fr', ready(12_000, true))).toBe(`Afficher environ 12${NNBSP}000 voitures`);
    expect(showLabel(t.sp, 'sp', ready(12_000, true))).toBe('Mostrar unos 12.000 coches');
    expect(showLabel(t.en, 'en', ready(10_000, false))).toBe('Show 10,000 cars');
  });
});
