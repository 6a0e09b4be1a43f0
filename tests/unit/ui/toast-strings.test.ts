/**
 * Every toast the site can raise comes from the language files. The test reads every
 * `toast.error|success|longSuccess(…)` call in src and sorts its argument:
 * - `t('key', …)` or `frameString('key')`: that key;
 * - `translateApiMessage(…)`: the server's message by its key (`apiMessage.*`);
 * - anything else must be listed in ROUTED below with the keys it stands for.
 * Each key must then read differently in fr and sp than in en (no English left on fr/sp pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import fr from '../../../public/assets/i18n/fr.json';
import sp from '../../../public/assets/i18n/sp.json';

const SRC = join(import.meta.dirname, '../../../src');
const DICTIONARIES: Record<string, Record<string, string>> = { en, fr, sp };

/** Toast arguments that are not a direct lookup: file, argument as written, the keys it can be. */
const ROUTED: Record<string, readonly string[]> = {
  // Kept by forgot-password-form / register-details-step as translateApiMessage(…) of the server's message.
  'features/auth/login-form.tsx: flash': ['apiMessage.registered', 'apiMessage.passwordUpdated'],
  'features/auth/login-form.tsx: failureMessage(error, t)': ['auth.login.failed', 'apiMessage.*'],
  'features/auth/use-verification-flow.ts: errorMessage(error, t)': ['apiMessage.*'],
  "features/auth/use-verification-flow.ts: messageOf(error).key === 'wrongCode' ? t('auth.otp.invalid') : errorMessage(error, t)":
    ['auth.otp.invalid', 'apiMessage.*'],
  "features/auth/use-verification-flow.ts: refusal.key ? translateApiMessage(refusal, t) : t('auth.otp.resendFailed')":
    ['apiMessage.*', 'auth.otp.resendFailed'],
  // car-summary.astro hands t('carDetail.urlCopied') to shareCarPage.
  'features/car-detail/share-page.ts: copiedMessage': ['carDetail.urlCopied'],
  'features/compare/compare-car.tsx: messages[error]': ['compare.noSecondCar', 'compare.sameCar'],
  // translateApiMessage(…) of the report call's 409 answer (issue 23).
  'features/car-detail/report-send.ts: message': ['apiMessage.reportAlreadySent'],
};

/** English words that read the same in the other language. */
const SAME_IN: Record<string, readonly string[]> = { fr: [], sp: [] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The argument text of each toast call in `code` (up to the call's closing parenthesis). */
function toastArguments(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\btoast\.(?:error|success|longSuccess)\(/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < code.length && depth > 0; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')') depth--;
    }
    found.push(code.slice(start, i - 1).trim());
  }
  return found;
}

interface ToastSite {
  where: string;
  keys: string[];
}

function allToasts(): ToastSite[] {
  const sites: ToastSite[] = [];
  for (const file of sourceFiles(SRC)) {
    if (file.endsWith(join('ui', 'toast.ts'))) continue;
    const name = relative(SRC, file).split('\\').join('/');
    for (const arg of toastArguments(readFileSync(file, 'utf8'))) {
      const where = `${name}: ${arg}`;
      const direct = /^(?:t|frameString)\(\s*'([^']+)'/.exec(arg);
      if (direct) sites.push({ where, keys: [direct[1]!] });
      else if (arg.startsWith('translateApiMessage(')) sites.push({ where, keys: ['apiMessage.*'] });
      else sites.push({ where, keys: [...(ROUTED[where] ?? [])] });
    }
  }
  return sites;
}

/** `apiMessage.*` stands for every server message the site has a string for. */
function expand(key: string): string[] {
  return key === 'apiMessage.*' ? Object.keys(en).filter((k) => k.startsWith('apiMessage.')) : [key];
}

describe('every toast comes from the language files', () => {
  const sites = allToasts();

  it('finds the toasts of the islands and plain scripts', () => {
    expect(sites.length).toBeGreaterThan(15);
    expect(sites.map((s) => s.where)).toContain(
      'ui/like-car.ts: translateApiMessage(successMessage(answer), (key) => frameString(key))',
    );
  });

  it('knows where each toast takes its text from', () => {
    const unknown = sites.filter((s) => s.keys.length === 0).map((s) => s.where);
    expect(unknown, 'a toast whose text is not t(…), frameString(…), translateApiMessage(…) or in ROUTED').toEqual([]);
  });

  for (const lang of ['en', 'fr', 'sp']) {
    it(`has every toast's string in ${lang}${lang === 'en' ? '' : ', not left in English'}`, () => {
      const strings = DICTIONARIES[lang]!;
      for (const site of sites) {
        for (const key of site.keys.flatMap(expand)) {
          expect(strings[key], `${key} (${site.where})`).toBeTruthy();
          if (lang !== 'en' && !SAME_IN[lang]!.includes(key)) {
            expect(strings[key], `${key} in ${lang} (${site.where})`).not.toBe((en as Record<string, string>)[key]);
          }
        }
      }
    });
  }

  it('hands the like and unlike toasts to every page (frame strings)', async () => {
    const { FRAME_STRING_KEYS } = await import('../../../src/lib/site/frame-strings.ts');
    expect(FRAME_STRING_KEYS).toEqual(expect.arrayContaining(['apiMessage.wishAdded', 'apiMessage.wishRemoved']));
  });
});
