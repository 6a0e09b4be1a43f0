/**
 * The API answers in English; the pages show "the server's message" (SPEC.md §8) in their own language
 * when they have a string for its catalogue key (`apiMessage.<key>`; the key comes in X-Message-Key,
 * src/lib/messages/api-messages.ts). Without a key, or without a string for it, the message is shown as the
 * server wrote it: the site never matches English text. Islands that show server messages take the
 * `apiMessage.` strings among their props.
 */
import type { Translate } from './translate.ts';

/** A message to show: the server's text, and its catalogue key and variables when known. */
export interface ApiMessage {
  message: string;
  key?: string | null | undefined;
  vars?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * The message in the page's language when `t` has a string for its key, else as the server wrote it.
 * @example translateApiMessage({ message: 'Password Changed Successfully', key: 'passwordChanged' }, t) // 'Mot de passe modifié avec succès'
 * @example translateApiMessage(apiError, t) // an ApiError carries its key and vars
 */
export function translateApiMessage(source: ApiMessage, t: Translate): string {
  if (!source.key) return source.message;
  const id = `apiMessage.${source.key}`;
  const text = t(id, source.vars ? { ...source.vars } : undefined);
  return text === id ? source.message : text;
}

/**
 * The message of anything a call threw: an ApiError (or any Error carrying `key`/`vars`) keeps its key.
 * @example translateApiMessage(messageOf(error), t)
 */
export function messageOf(error: unknown): ApiMessage {
  if (!(error instanceof Error)) return { message: String(error) };
  const { key, vars } = error as Error & { key?: unknown; vars?: unknown };
  return {
    message: error.message,
    key: typeof key === 'string' ? key : undefined,
    vars: typeof vars === 'object' && vars !== null ? (vars as Record<string, string>) : undefined,
  };
}

/** A success's message with the key the client read (`messageKey` of the envelope). */
export function successMessage(answer: {
  message: string;
  messageKey?: { key: string; vars: Readonly<Record<string, string>> } | null | undefined;
}): ApiMessage {
  return { message: answer.message, key: answer.messageKey?.key, vars: answer.messageKey?.vars };
}
