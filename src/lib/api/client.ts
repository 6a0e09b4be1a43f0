/**
 * The one HTTP client of the site (and of build-time fetches): every API call goes through `apiCall`.
 * - sends the stored token raw in Authorization, as SPEC.md §6 says (omitted when there is none);
 * - adds the CSRF header from the cookie to non-GET/HEAD requests on relative URLs (SPEC.md §7);
 * - unwraps the `{ status, message, data }` envelope;
 * - reports a 401 once to the handler the auth store installs (logout + message);
 * - reads the message's catalogue key from X-Message-Key (`ApiError.key`, `envelope.messageKey`), so the
 *   page translates by key (src/lib/i18n/api-messages.ts).
 * Each resource's typed calls live beside this file (`catalog.ts`, `auth.ts`, …).
 */
import { decodeMessageKey, MESSAGE_KEY_HEADER, messageText, type MessageKey } from '../messages/api-messages.ts';

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
  /** API base: '' for same origin, or e.g. 'https://api.example.com'. */
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

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: FormData;
  /** Overrides the stored token (e.g. the reset token of forgot-password). */
  token?: string | null;
  signal?: AbortSignal;
}

function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)(?:XSRF-TOKEN|csrftoken)=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Calls the API and returns the envelope of a 2xx answer; throws ApiError otherwise
 * (status 0 when the network failed).
 * @example const { data } = await apiCall<CarList>('/api/customer/V2/getAllCar', { json: { take: 12, skip: 0 } });
 */
export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? (options.json !== undefined || options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token !== undefined ? options.token : config.getToken();
  if (token) headers.authorization = token;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  const url = config.baseUrl + path;
  if (method !== 'GET' && !/^https?:/i.test(url)) {
    const csrf = csrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  let response: Response;
  try {
    response = await config.fetch(url, { method, headers, body, signal: options.signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, messageText('network'), null, { key: 'network', vars: {} });
  }
  let envelope: ApiEnvelope<T> | null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }
  const messageKey = decodeMessageKey(response.headers?.get(MESSAGE_KEY_HEADER));
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
