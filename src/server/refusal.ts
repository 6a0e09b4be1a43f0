/**
 * The one way the server refuses a request: handlers, guards, middleware and domain modules
 * `refuse(status, key, vars)`, which throws an ApiRefusal; create-app's onError turns it into the
 * error envelope `{ status, message, data: null }` with the catalogue's English text as `message`
 * and the key in the X-Message-Key header (src/lib/messages/api-messages.ts). A refusal thrown inside
 * a transaction rolls it back on its way out.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messageText, type MessageKey, type MessageVars } from '../lib/messages/api-messages.ts';

/** A request refused with a status and a catalogue message (and headers such as Retry-After). */
export class ApiRefusal extends Error {
  readonly status: ContentfulStatusCode;
  readonly key: MessageKey;
  readonly vars: MessageVars;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    key: MessageKey,
    vars: MessageVars = {},
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(messageText(key, vars));
    this.name = 'ApiRefusal';
    this.status = status;
    this.key = key;
    this.vars = vars;
    this.headers = headers;
  }
}

/**
 * Refuses the request: throws an ApiRefusal (never returns).
 * @example if (!detail) refuse(404, 'carNotFound');
 * @example refuse(429, 'tooManySeconds', { count: 25 }, { 'Retry-After': '25' });
 */
export function refuse(
  status: ContentfulStatusCode,
  key: MessageKey,
  vars?: MessageVars,
  headers?: Readonly<Record<string, string>>,
): never {
  throw new ApiRefusal(status, key, vars, headers);
}
