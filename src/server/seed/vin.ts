/**
 * Plausible 17-character VINs (ISO 3779): the brand's real manufacturer code, a model-year code,
 * a correct North American check digit and a serial that makes every seeded VIN unique.
 */
import type { Random } from './random.ts';

/** VINs never use I, O or Q (they read as 1 and 0). */
export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const CHARS = [...VIN_ALPHABET];
const LETTERS = CHARS.slice(0, 23);
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1] as const)
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1] as const),
      [
        ['P', 7],
        ['R', 9],
      ],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2] as const),
      [...'0123456789'].map((c) => [c, Number(c)] as const),
    ),
);

/** The tenth character: 2010 is A, codes repeat every 30 years (2001–2009 are 1–9). */
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VALUES[vin[i]!] ?? 0) * WEIGHTS[i]!;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** @param serial 0–999,999; the last six characters, unique per car. */
export function makeVin(wmi: string, year: number, serial: number, random: Random): string {
  let vds = '';
  for (let i = 0; i < 5; i++) vds += random.pick(CHARS);
  const plant = random.pick(LETTERS);
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
