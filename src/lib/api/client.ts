/**
 * The one HTTP client of the site (islands and build-time fetches): every API call goes through `callApi`.
 * Paths, requests and answers are typed by the server's routes (AppType, `import type` only: no server
 * code and no zod reach the browser), so a call to a path, method or body the API does not have fails to
 * compile. The runtime is this file's few lines of fetch: `hc` from hono/client would add ~2 KB gzipped
 * to every island for the same calls (docs/decisions.md, "One typed API client").
 * - sends the stored token raw in Authorization, as SPEC.md §6 says (omitted when there is none);
 * - adds the CSRF header from the cookie to non-GET/HEAD requests on relative URLs (SPEC.md §7);
 * - unwraps the `{ status, message, data }` envelope;
 * - reads the message's catalogue key from X-Message-Key (`ApiError.key`/`vars`, `envelope.messageKey`),
 *   so a page translates by key (src/lib/i18n/api-messages.ts), never by matching English;
 * - reports a 401 once to the handler the auth store installs (logout + message).
 * Each resource's typed calls live beside this file (`catalog.ts`, `auth.ts`, …).
 */
import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../../server/app/app-type.ts';
import type { MessageKey } from '../messages/api-messages.ts';
import { MESSAGE_KEY_HEADER } from '../messages/message-key-header.ts';

/** A message's catalogue key and variables, as the server named them. */
export interface MessageKeyRef {
  key: MessageKey;
  vars: Record<string, string>;
}

export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T;
  /** The catalogue key of `message` (X-Message-Key), when the server named one. */
  messageKey?: MessageKeyRef | null;
}

/** An answer that is not a success; carries the server's message for the page to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** The message's catalogue key and variables, when the server named them. */
  readonly key: MessageKey | undefined;
  readonly vars: Record<string, string> | undefined;
  constructor(status: number, message: string, data: unknown = null, ref: MessageKeyRef | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.key = ref?.key;
    this.vars = ref?.vars;
  }
}

export interface ApiClientConfig {
  /** API base: '' for same origin, or e.g. 'https://api.example.com' (PUBLIC_API_BASE). */
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: (error: ApiError) => void;
  fetch: typeof fetch;
}

const config: ApiClientConfig = {
  baseUrl: '',
  getToken: () => null,
  onUnauthorized: () => {},
  fetch: (...args) => globalThis.fetch(...args),
};

/** Sets the base URL, token source or 401 handler (called once by the auth store and the layout). */
export function configureApiClient(partial: Partial<ApiClientConfig>): void {
  Object.assign(config, partial);
}

/** Per-call options, accepted by every typed call of lib/api. */
export interface CallOptions {
  /** Overrides the stored token (e.g. the reset token of forgot-password; null sends none). */
  token?: string | null;
  signal?: AbortSignal;
  /** Overrides the configured base URL (build-time reads use API_ORIGIN). */
  baseUrl?: string;
}

type Routes = ExtractSchema<AppType>;
/** Every path of the API, as the server declares it (`:name` for a path parameter). */
export type ApiPath = keyof Routes & string;
/** The methods of a path: '$get', '$post', '$put'. */
export type ApiVerb<P extends ApiPath> = keyof Routes[P] & `$${string}`;
type Endpoint<P extends ApiPath, V extends ApiVerb<P>> = Routes[P][V];
/** What a call sends: `json` (the body), `param` (path parameters), `query`, as the route validates them. */
export type ApiInput<P extends ApiPath, V extends ApiVerb<P>> = Endpoint<P, V> extends { input: infer I } ? I : never;
/** The `data` of the call's success envelope (200, or 202 for work accepted), as the route's schema declares it. */
export type ApiData<P extends ApiPath, V extends ApiVerb<P>> =
  Extract<Endpoint<P, V>, { status: 200 | 202 }> extends { output: { data: infer D } } ? D : never;

/** The request parts every input is made of (the typed inputs above, seen from the runtime). */
export interface RequestParts {
  json?: unknown;
  param?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
}

/**
 * The key and variables of an X-Message-Key value (`key?name=value`), read without the catalogue's
 * English texts, which would otherwise ride along in every island (~1 KB gzipped); a key the site does
 * not know simply finds no translation (src/lib/i18n/api-messages.ts falls back to the message).
 */
function readMessageKey(value: string | null | undefined): MessageKeyRef | null {
  const [key = '', query = ''] = value?.split('?', 2) ?? [];
  if (!/^\w+$/.test(key)) return null;
  return { key: key as MessageKey, vars: Object.fromEntries(new URLSearchParams(query)) };
}

const NETWORK_ERROR: MessageKeyRef = { key: 'network', vars: {} };

function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)(?:XSRF-TOKEN|csrftoken)=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The path with its `:name` parameters filled in, plus the query string. */
function urlOf(path: string, { param = {}, query = {} }: RequestParts): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(param[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls the API and returns the envelope of a 2xx answer; throws ApiError otherwise (status 0 when the
 * network failed). `body` sends a multipart form instead of `input.json` (the photo upload).
 * @example const { data } = await callApi('/api/customer/V2/getAllCar', '$post', { json: { take: 12, skip: 0 } });
 */
export async function callApi<P extends ApiPath, V extends ApiVerb<P>>(
  path: P,
  verb: V,
  input: ApiInput<P, V>,
  options: CallOptions & { body?: FormData } = {},
): Promise<ApiEnvelope<ApiData<P, V>>> {
  // Every route's input is made of these parts; the generic type only narrows them.
  return requestApi<ApiData<P, V>>(path, verb.slice(1).toUpperCase(), input as RequestParts, options);
}

/** callApi's runtime: the request, the envelope, the refusal as ApiError (callApi adds AppType's checks). */
async function requestApi<T>(
  path: string,
  method: string,
  parts: RequestParts,
  options: CallOptions & { body?: FormData } = {},
): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token !== undefined ? options.token : config.getToken();
  if (token) headers.authorization = token;
  let body: BodyInit | undefined = options.body;
  if (parts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.json);
  }
  const url = (options.baseUrl ?? config.baseUrl) + urlOf(path, parts);
  if (method !== 'GET' && method !== 'HEAD' && !/^https?:/i.test(url)) {
    const csrf = csrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  let response: Response;
  try {
    response = await config.fetch(url, { method, headers, body, signal: options.signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: please check your connection and try again.', null, NETWORK_ERROR);
  }
  let envelope: ApiEnvelope<T> | null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }
  const messageKey = readMessageKey(response.headers?.get(MESSAGE_KEY_HEADER));
  if (!response.ok || !envelope) {
    const error = new ApiError(
      response.status,
      envelope?.message || response.statusText || 'Request failed',
      envelope?.data ?? null,
      messageKey,
    );
    // Only the stored session's refusal ends the session (not a reset token's, passed as options.token).
    if (response.status === 401 && token && options.token === undefined) config.onUnauthorized(error);
    throw error;
  }
  return { ...envelope, messageKey };
}
