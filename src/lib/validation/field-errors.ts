/**
 * What a form's rules module answers: for each invalid field, the translation key of its message.
 * Forms translate the keys with the strings their page handed them.
 */

/** Field name → translation key of the message shown under it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** True when at least one field has a message. */
export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Digits only, at most `max` of them: what a number input keeps of what was typed or pasted. */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}
