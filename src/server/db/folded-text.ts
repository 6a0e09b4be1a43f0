/**
 * Names ordered and searched as a reader of English, French or Spanish expects, whatever the database's
 * collation: lower case, accents dropped. Both engines here order text byte by byte (PGlite, and the
 * PostgreSQL of a C or C.UTF-8 cluster), which put 'Bénin Auto' after 'Borgou Cars' and 'abidjan Motors'
 * after every capital; and an admin typing "benin" on a phone did not find 'Bénin Auto'.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The accented lower-case letters of the three languages (and their neighbours), and what each folds to. */
const ACCENTED = 'àáâãäåāçćčèéêëēęìíîïīñńòóôõöøōùúûüūýÿž';
const PLAIN = 'aaaaaaaccceeeeeeiiiiinnooooooouuuuuyyz';

const FOLD = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i]!]));

/**
 * The folded form of typed text, the same as foldedSql gives a column.
 * @example foldText('BÉNIN Auto') // 'benin auto'
 */
export function foldText(text: string): string {
  return [...text.toLowerCase()].map((ch) => FOLD.get(ch) ?? ch).join('');
}

/** A column's folded form in SQL: lower() then translate() of the same letters (no extension needed). */
export function foldedSql(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}
