/**
 * Issue 19: on French and Spanish pages, what a buyer reads about a car (body type, fuel, gearbox,
 * colour, class and type, equipment, city, country) is in that language: the car list's filters and
 * cards, the home page's pickers, a car's details and equipment, and the comparison table. The test
 * lists every English value that has another name in the language and finds none of them on screen.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { REFERENCE_KINDS } from '../../../src/server/masters/reference-names.ts';
import { REFERENCE_NAMES } from '../../../src/server/seed/data/reference-names.ts';
import { gridSettled } from '../catalog/catalog-helpers.ts';
import { apiDetail, listedIds, openCar } from '../car-detail/detail-helpers.ts';
import { expect, test } from '../fixtures.ts';

/** The language file's text of a key. */
function translator(lang: string): (key: string) => string {
  const file = new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url);
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = strings[key];
    if (text === undefined) throw new Error(`${lang}.json has no ${key}`);
    return text;
  };
}
/** Each language and its column in REFERENCE_NAMES. */
const LANGS: [lang: 'fr' | 'sp', column: 0 | 1][] = [
  ['fr', 0],
  ['sp', 1],
];

/** Every [English, translated] pair of a language. */
function pairs(column: 0 | 1): [string, string][] {
  return REFERENCE_KINDS.flatMap((kind) =>
    Object.entries(REFERENCE_NAMES[kind]).map(([english, names]): [string, string] => [english, names[column]]),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or phrase (not inside a longer word: 'Coupe' is not found in 'Coupé'). */
const wordOf = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The English values found in `shown`. The language's own names are blanked first: 'Benin City' stays
 * 'Benin City' in French and must not count as 'Benin'.
 */
function englishIn(shown: string, column: 0 | 1): string[] {
  const all = pairs(column);
  let text = shown;
  for (const [, name] of [...all].sort((a, b) => b[1].length - a[1].length)) text = text.split(name).join(' ¦ ');
  return all.filter(([english, name]) => english !== name && wordOf(english).test(text)).map(([english]) => english);
}

/** True when `shown` holds at least one translated name that differs from its English. */
function hasTranslated(shown: string, column: 0 | 1): boolean {
  return pairs(column).some(([english, name]) => english !== name && wordOf(name).test(shown));
}

const visibleText = (page: Page, selector: string) => page.locator(selector).first().innerText();

test.describe('reference values in the page’s language (issue 19)', () => {
  test('the English-value check finds English and passes translated names', () => {
    expect(englishIn('Toyota Corolla · Sedan · Cotonou, Benin', 0)).toEqual(['Sedan', 'Benin']);
    expect(englishIn('Toyota Corolla · Berline · Benin City, Nigeria · Coupé', 0)).toEqual([]);
    expect(englishIn('Cupé · Manual · Air Conditioning', 1)).toEqual(['Air Conditioning']);
  });

  for (const [lang, column] of LANGS) {
    const t = translator(lang);

    test(`${lang}: the car list's cards and Body Type filter, and the home page's pickers`, async ({ page }) => {
      await page.goto(`/${lang}/car_list`);
      await gridSettled(page);
      const cards = await visibleText(page, '[data-car-grid]');
      expect(hasTranslated(cards, column)).toBe(true);
      expect(englishIn(cards, column)).toEqual([]);
      await page.getByRole('combobox', { name: t('catalog.list.bodyType') }).click();
      const options = page.getByRole('listbox', { name: t('catalog.list.bodyType') });
      await expect(options.getByRole('option').first()).toBeVisible();
      const bodyTypes = await options.innerText();
      expect(hasTranslated(bodyTypes, column)).toBe(true);
      expect(englishIn(bodyTypes, column)).toEqual([]);

      await page.goto(`/${lang}/home`);
      await gridSettled(page);
      expect(englishIn(await visibleText(page, '[data-car-grid]'), column)).toEqual([]);
      for (const [tile, label] of [
        ['bodyType', t('catalog.filters.bodyType')],
        ['country', t('catalog.filters.country')],
      ] as const) {
        await page.locator(`[data-tile="${tile}"]`).click();
        const picker = page.getByRole('dialog', { name: label });
        await expect(picker.locator('[data-option-id]:not([data-option-id="0"])').first()).toBeVisible();
        const shown = await picker.innerText();
        expect(hasTranslated(shown, column), tile).toBe(true);
        expect(englishIn(shown, column), tile).toEqual([]);
        await picker.press('Escape');
        await expect(picker).toBeHidden();
      }
    });

    test(`${lang}: a car's details, its equipment and the comparison table`, async ({ page, request }) => {
      const [firstId, otherId] = await listedIds(request, 2, 3);
      const other = (await apiDetail(request, otherId!)).car;
      await page.addInitScript((id) => localStorage.setItem('compareCarId', String(id)), otherId!);
      await openCar(page, firstId!, lang);
      const summary = await visibleText(page, `[data-car-summary="${firstId}"]`);
      expect(englishIn(summary, column)).toEqual([]);

      await page.getByRole('tab', { name: t('carDetail.tabs.details') }).click();
      const details = await page.getByRole('tabpanel', { name: t('carDetail.tabs.details') }).innerText();
      expect(hasTranslated(details, column)).toBe(true);
      expect(englishIn(details, column)).toEqual([]);

      await page.getByRole('tab', { name: t('carDetail.tabs.more') }).click();
      const more = page.getByRole('tabpanel', { name: t('carDetail.tabs.more') });
      const airConditioning = lang === 'fr' ? 'Climatisation' : 'Aire acondicionado';
      await expect(more.getByText(airConditioning, { exact: true }).first()).toBeVisible();
      expect(englishIn(await more.innerText(), column)).toEqual([]);

      await page.getByRole('tab', { name: t('carDetail.tabs.compare') }).click();
      const panel = page.getByRole('tabpanel', { name: t('carDetail.tabs.compare') });
      await expect(panel.locator('[data-compare-card="second"]')).toContainText(other.ModelName);
      await panel.getByRole('button', { name: t('compare.compare'), exact: true }).click();
      const table = panel.locator('[data-comparison]');
      await expect(table).toBeVisible();
      const compared = await panel.innerText();
      expect(hasTranslated(compared, column)).toBe(true);
      expect(englishIn(compared, column)).toEqual([]);
    });
  }
});
