import { SUCCESS } from '@crossbay/contract/envelope';
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { createDuplicateGuard } from './duplicate-guard.ts';
import { type QueryParams, serializeQuery } from './query-params.ts';
import { RequestError } from './request-error.ts';

// spec §7, §9
export const REQUEST_TIMEOUT_MS = 10_000;
const UNAUTHORIZED = 401;

// spec §4, §5: one call may opt out of the token or of the duplicate check by a header flag.
// The flags are read here and never leave the browser.
const WITHOUT_TOKEN_FLAG = 'x-crossbay-without-token';
const ALLOW_RESUBMIT_FLAG = 'x-crossbay-allow-resubmit';
export const WITHOUT_TOKEN: Readonly<Record<string, string>> = { [WITHOUT_TOKEN_FLAG]: '1' };
export const ALLOW_RESUBMIT: Readonly<Record<string, string>> = { [ALLOW_RESUBMIT_FLAG]: '1' };

export type TransportMessage =
  | 'request.networkError'
  | 'request.timeout'
  | 'request.failedStatus'
  | 'request.duplicate'
  | 'session.loginFirst';

export type RequestClientDeps = {
  baseURL: string;
  timeoutMs?: number;
  token: () => string | null;
  language: () => string;
  timeZone: () => string;
  translate: (key: TransportMessage, values?: Record<string, string | number>) => string;
  showFailure: (message: string) => void;
  /** A 401 arrived while a token was held: the session is over. */
  onSessionRejected: () => void;
  now?: () => number;
  /** Tests replace the transport; the app uses axios's own. */
  adapter?: AxiosAdapter;
};

export type CallOptions = {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type RequestClient = {
  get<T>(url: string, options?: CallOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
};

type Envelope = { code: number; msg: string; data: unknown };
type Method = 'get' | 'post' | 'put';

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function createRequestClient(deps: RequestClientDeps): RequestClient {
  const duplicates = createDuplicateGuard(deps.now ?? Date.now);
  const transport = axios.create({
    baseURL: deps.baseURL,
    timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    paramsSerializer: { serialize: serializeQuery },
    transitional: { clarifyTimeoutError: true },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  function refuse(kind: RequestError['kind'], code: number, message: string): RequestError {
    deps.showFailure(message);
    return new RequestError(kind, code, message);
  }

  function sessionRejected(message: string | undefined): RequestError {
    const error = refuse('unauthorized', UNAUTHORIZED, message || deps.translate('session.loginFirst'));
    if (deps.token()) deps.onSessionRejected();
    return error;
  }

  function prepare(method: Method, url: string, body: unknown, options: CallOptions): AxiosRequestConfig {
    const {
      [WITHOUT_TOKEN_FLAG]: withoutToken,
      [ALLOW_RESUBMIT_FLAG]: allowResubmit,
      ...headers
    } = options.headers ?? {};
    const params: QueryParams = { ...options.params, lang: deps.language() };
    if ((method === 'post' || method === 'put') && !allowResubmit) {
      if (duplicates.isDuplicate(`${url}?${serializeQuery(params)}`, body)) {
        throw refuse('duplicate', 0, deps.translate('request.duplicate'));
      }
    }
    const token = withoutToken ? null : deps.token();
    return {
      method,
      url,
      params,
      data: body,
      signal: options.signal,
      headers: { ...headers, 'time-zone': deps.timeZone(), ...(token ? { token } : {}) },
    };
  }

  function unwrap<T>(response: AxiosResponse<unknown>): T {
    const envelope = response.data;
    if (!isEnvelope(envelope)) {
      throw refuse(
        'status',
        response.status,
        deps.translate('request.failedStatus', { status: response.status }),
      );
    }
    if (envelope.code === SUCCESS) return envelope.data as T;
    if (envelope.code === UNAUTHORIZED) throw sessionRejected(envelope.msg);
    throw refuse('business', envelope.code, envelope.msg);
  }

  function explain(error: unknown): RequestError {
    if (error instanceof RequestError) return error;
    if (axios.isCancel(error)) return new RequestError('canceled', 0, 'canceled');
    if (!axios.isAxiosError(error)) throw error;
    const { response } = error;
    if (response) {
      if (response.status === UNAUTHORIZED) {
        return sessionRejected(isEnvelope(response.data) ? response.data.msg : undefined);
      }
      return refuse(
        'status',
        response.status,
        deps.translate('request.failedStatus', { status: response.status }),
      );
    }
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
      return refuse('timeout', 0, deps.translate('request.timeout'));
    }
    return refuse('network', 0, deps.translate('request.networkError'));
  }

  async function send<T>(method: Method, url: string, body: unknown, options: CallOptions = {}): Promise<T> {
    try {
      const response = await transport.request<unknown>(prepare(method, url, body, options));
      return unwrap<T>(response);
    } catch (error) {
      throw explain(error);
    }
  }

  return {
    get: (url, options) => send('get', url, undefined, options),
    post: (url, body, options) => send('post', url, body, options),
    put: (url, body, options) => send('put', url, body, options),
  };
}
