import { SUCCESS } from '@crossbay/contract/envelope';
import { APP_REQUEST_HEADER } from '@crossbay/contract/session-cookie';
import { createDuplicateGuard } from './duplicate-guard.ts';
import { type QueryParams, serializeQuery } from './query-params.ts';
import { RequestError } from './request-error.ts';

// spec §7, §9
export const REQUEST_TIMEOUT_MS = 10_000;
const UNAUTHORIZED = 401;
// The server cannot reach its database for a moment (a restart): like a timeout, a read is tried again.
const UNAVAILABLE = 503;

// spec §4, §5: one call may opt out of the token or of the duplicate check by a header flag.
// The flags are read here and never leave the browser.
const WITHOUT_TOKEN_FLAG = 'x-crossbay-without-token';
const ALLOW_RESUBMIT_FLAG = 'x-crossbay-allow-resubmit';
export const WITHOUT_TOKEN: Readonly<Record<string, string>> = { [WITHOUT_TOKEN_FLAG]: '1' };
export const ALLOW_RESUBMIT: Readonly<Record<string, string>> = { [ALLOW_RESUBMIT_FLAG]: '1' };

export type TransportMessage =
  | 'request.networkError'
  | 'request.offline'
  | 'request.timeout'
  | 'request.failedStatus'
  | 'request.duplicate'
  | 'session.loginFirst';

export type RequestClientDeps = {
  baseURL: string;
  timeoutMs?: number;
  /** A token to send as a header (the server drawing a page); the browser's session is its HttpOnly cookie. */
  token: () => string | null;
  /** Whether a buyer is logged in: a 401 then ends the session. */
  loggedIn: () => boolean;
  language: () => string;
  timeZone: () => string;
  translate: (key: TransportMessage, values?: Record<string, string | number>) => string;
  showFailure: (message: string) => void;
  /** A 401 arrived while logged in: the session is over. */
  onSessionRejected: () => void;
  now?: () => number;
  /** False when the device knows it has no network (then the buyer is told so, not "the backend"). */
  online?: () => boolean;
  /** How a request goes out: the browser's `fetch`, or the server's own routes when it draws a page. */
  fetch?: (href: string, init: RequestInit) => Promise<Response>;
};

export type CallOptions = {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Codes the caller shows on its screen itself (a missing order's screen says it is missing): no toast for them. */
  shownByCaller?: readonly number[];
};

export type RequestClient = {
  get<T>(url: string, options?: CallOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
};

type Envelope = { code: number; msg: string; data: unknown };
type Method = 'GET' | 'POST' | 'PUT';
type Answer = { status: number; body: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function createRequestClient(deps: RequestClientDeps): RequestClient {
  const duplicates = createDuplicateGuard(deps.now ?? Date.now);
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = deps.baseURL.replace(/\/+$/, '');
  const goOut = deps.fetch ?? ((href: string, init: RequestInit) => fetch(href, init));

  function refuse(kind: RequestError['kind'], code: number, message: string): RequestError {
    deps.showFailure(message);
    return new RequestError(kind, code, message);
  }

  function sessionRejected(message: string | undefined): RequestError {
    const error = refuse('unauthorized', UNAUTHORIZED, message || deps.translate('session.loginFirst'));
    if (deps.loggedIn()) deps.onSessionRejected();
    return error;
  }

  function prepare(method: Method, url: string, body: unknown, options: CallOptions) {
    const {
      [WITHOUT_TOKEN_FLAG]: withoutToken,
      [ALLOW_RESUBMIT_FLAG]: allowResubmit,
      ...headers
    } = options.headers ?? {};
    const query = serializeQuery({ ...options.params, lang: deps.language() });
    if (method !== 'GET' && !allowResubmit && duplicates.isDuplicate(`${url}?${query}`, body)) {
      throw refuse('duplicate', 0, deps.translate('request.duplicate'));
    }
    const token = withoutToken ? null : deps.token();
    const sent: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      ...headers,
      'time-zone': deps.timeZone(),
      // A request authenticated by the cookie must carry it: another site's form or link cannot (decision 0115).
      [APP_REQUEST_HEADER]: '1',
      ...(token ? { token } : {}),
    };
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] ??= 'application/json';
    }
    const path = /^https?:\/\//.test(url) ? url : `${base}/${url.replace(/^\/+/, '')}`;
    const href = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
    return { href, init: { method, headers: sent, ...(payload === undefined ? {} : { body: payload }) } };
  }

  // The answer's body as JSON, or as text when it is not JSON (then it is no envelope either).
  async function read(response: Response): Promise<Answer> {
    const text = await response.text();
    try {
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      return { status: response.status, body: text };
    }
  }

  async function transport(
    href: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel);
    try {
      return await read(await goOut(href, { ...init, signal: controller.signal }));
    } catch (error) {
      if (timedOut) throw refuse('timeout', 0, deps.translate('request.timeout'));
      if (signal?.aborted) throw new RequestError('canceled', 0, 'canceled');
      if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) {
        const offline = deps.online?.() === false;
        throw refuse('network', 0, deps.translate(offline ? 'request.offline' : 'request.networkError'));
      }
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  function unwrap<T>({ status, body }: Answer, shownByCaller: readonly number[] = []): T {
    if (status === UNAUTHORIZED) throw sessionRejected(isEnvelope(body) ? body.msg : undefined);
    if (status === UNAVAILABLE && isEnvelope(body)) throw refuse('timeout', UNAVAILABLE, body.msg);
    if (status < 200 || status >= 300 || !isEnvelope(body)) {
      throw refuse('status', status, deps.translate('request.failedStatus', { status }));
    }
    if (body.code === SUCCESS) return body.data as T;
    if (body.code === UNAUTHORIZED) throw sessionRejected(body.msg);
    if (shownByCaller.includes(body.code)) throw new RequestError('business', body.code, body.msg);
    throw refuse('business', body.code, body.msg);
  }

  async function send<T>(method: Method, url: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const { href, init } = prepare(method, url, body, options);
    return unwrap<T>(await transport(href, init, options.signal), options.shownByCaller);
  }

  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
  };
}
