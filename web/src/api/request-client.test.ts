import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_REQUEST_HEADER } from '@crossbay/contract/session-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_RESUBMIT,
  createRequestClient,
  REQUEST_TIMEOUT_MS,
  type RequestClientDeps,
  WITHOUT_TOKEN,
} from './request-client.ts';
import { RequestError } from './request-error.ts';

// A stand-in that answers fixed envelopes and records what arrived; the real API is tested in server/.
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Answer = { status?: number; body?: unknown; delayMs?: number };

const seen: Seen[] = [];
const answers = new Map<string, Answer>();
let server: Server;
let baseURL: string;

function answer(
  response: ServerResponse,
  { status = 200, body = { code: 1, msg: 'ok', data: null } }: Answer,
) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = request.url ?? '/';
      seen.push({ method: request.method ?? '', url, headers: request.headers, body });
      const planned = answers.get(new URL(url, 'http://x').pathname) ?? {};
      if (planned.delayMs) setTimeout(() => answer(response, planned), planned.delayMs);
      else answer(response, planned);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  answers.clear();
});

const MESSAGES: Record<string, string> = {
  'request.networkError': 'The backend interface connection is abnormal',
  'request.offline': 'You are offline. Check your connection and try again.',
  'request.timeout': 'The system interface request timed out',
  'request.failedStatus': 'The system interface {{status}} returned an error',
  'request.duplicate': 'Data is being processed, please do not resubmit',
  'session.loginFirst': 'Please login first',
};

function setup(overrides: Partial<RequestClientDeps> = {}) {
  let clock = 1_000_000;
  const deps: RequestClientDeps = {
    baseURL,
    token: () => 'tok-1',
    loggedIn: () => true,
    language: () => 'de',
    timeZone: () => 'Asia/Bangkok',
    translate: (key, values) =>
      (MESSAGES[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name])),
    showFailure: vi.fn(),
    onSessionRejected: vi.fn(),
    now: () => clock,
    ...overrides,
  };
  return { client: createRequestClient(deps), deps, advance: (ms: number) => (clock += ms) };
}

async function failureOf(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('every call', () => {
  it('carries the token, the time zone and the language, and answers the envelope’s data', async () => {
    answers.set('/api/index/category', { body: { code: 1, msg: 'ok', data: [{ id: 1 }] } });
    const { client } = setup();
    expect(await client.get('/api/index/category')).toEqual([{ id: 1 }]);
    const [request] = seen;
    expect(request?.url).toBe('/api/index/category?lang=de');
    expect(request?.headers.token).toBe('tok-1');
    expect(request?.headers['time-zone']).toBe('Asia/Bangkok');
  });

  it('carries the app’s header, without which the server refuses a change made by the session cookie', async () => {
    const { client } = setup({ token: () => null });
    await client.post('/api/user/profile', { username: 'a' });
    expect(seen[0]?.headers[APP_REQUEST_HEADER]).toBe('1');
  });

  it('leaves the token out when the call opts out, and never sends the flag itself', async () => {
    const { client } = setup();
    await client.post('/api/user/login', { account: 'a' }, { headers: { ...WITHOUT_TOKEN } });
    expect(seen[0]?.headers.token).toBeUndefined();
    expect(Object.keys(seen[0]?.headers ?? {}).filter((name) => name.startsWith('x-crossbay'))).toEqual([]);
  });

  it('sends no token when nobody is logged in', async () => {
    const { client } = setup({ token: () => null });
    await client.get('/api/index/index');
    expect(seen[0]?.headers.token).toBeUndefined();
  });

  it('drops empty, null and undefined parameters and writes nested ones in bracket form', async () => {
    const { client } = setup();
    await client.get('/api/index/product', {
      params: { page: 1, q: '', shop: null, sort: undefined, filter: { cat: 3, tag: '', price: { min: 5 } } },
    });
    expect(seen[0]?.url).toBe('/api/index/product?page=1&filter[cat]=3&filter[price][min]=5&lang=de');
  });

  it('sends a body as JSON, and a FormData as multipart with its own boundary', async () => {
    const { client } = setup();
    await client.post('/api/cart/add', { id: 7, qty: 2 });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ id: 7, qty: 2 });
    const form = new FormData();
    form.append('file', new Blob(['picture'], { type: 'image/png' }), 'proof.png');
    await client.post('/api/common/upload', form, { headers: { ...ALLOW_RESUBMIT } });
    expect(seen[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toContain('filename="proof.png"');
  });

  it('waits 10 000 ms by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });
});

describe('answers', () => {
  it('rejects a code other than 1 with the server message and the code', async () => {
    answers.set('/api/user/login', { body: { code: 2002, msg: 'Wrong account or password', data: null } });
    const { client, deps } = setup();
    const error = await failureOf(client.post('/api/user/login', { account: 'a', password: 'b' }));
    expect(error).toMatchObject({ kind: 'business', code: 2002, message: 'Wrong account or password' });
    expect(deps.showFailure).toHaveBeenCalledWith('Wrong account or password');
  });

  it('leaves to the caller the codes it shows itself, and toasts the others', async () => {
    answers.set('/api/order/detail', { body: { code: 404, msg: 'Not found', data: null } });
    const { client, deps } = setup();
    const error = await failureOf(client.get('/api/order/detail', { shownByCaller: [404] }));
    expect(error).toMatchObject({ kind: 'business', code: 404, message: 'Not found' });
    expect(deps.showFailure).not.toHaveBeenCalled();
    await failureOf(client.get('/api/order/detail', { shownByCaller: [2002] }));
    expect(deps.showFailure).toHaveBeenCalledWith('Not found');
  });

  it('ends the session on a 401 while logged in', async () => {
    answers.set('/api/user/getUserInfo', {
      status: 401,
      body: { code: 401, msg: 'Please log in', data: null },
    });
    const { client, deps } = setup();
    const error = await failureOf(client.get('/api/user/getUserInfo'));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(deps.showFailure).toHaveBeenCalledWith('Please log in');
    expect(deps.onSessionRejected).toHaveBeenCalledOnce();
  });

  it('only tells an anonymous visitor about a 401', async () => {
    answers.set('/api/user/bill', { status: 401, body: { code: 401, msg: 'Please log in', data: null } });
    const { client, deps } = setup({ token: () => null, loggedIn: () => false });
    await failureOf(client.get('/api/user/bill'));
    expect(deps.showFailure).toHaveBeenCalledWith('Please log in');
    expect(deps.onSessionRejected).not.toHaveBeenCalled();
  });

  it.each([500, 404, 429])('names a failed HTTP status %i', async (status) => {
    answers.set('/api/index/index', { status, body: { code: status, msg: 'server text', data: null } });
    const { client, deps } = setup();
    const error = await failureOf(client.get('/api/index/index'));
    expect(error).toMatchObject({ kind: 'status', code: status });
    expect(deps.showFailure).toHaveBeenCalledWith(`The system interface ${status} returned an error`);
  });

  it('says so when the answer is not an envelope', async () => {
    answers.set('/api/index/index', { body: '<html>' });
    const { client, deps } = setup();
    expect((await failureOf(client.get('/api/index/index'))).kind).toBe('status');
    expect(deps.showFailure).toHaveBeenCalledWith('The system interface 200 returned an error');
  });

  it('reports a timeout', async () => {
    answers.set('/api/index/index', { delayMs: 300 });
    const { client, deps } = setup({ timeoutMs: 50 });
    expect((await failureOf(client.get('/api/index/index'))).kind).toBe('timeout');
    expect(deps.showFailure).toHaveBeenCalledWith('The system interface request timed out');
  });

  it('takes a 503 for a timeout with the server’s message, so a read is tried again', async () => {
    const msg = 'The shop cannot be reached for a moment. Please try again in a few seconds.';
    answers.set('/api/index/index', { status: 503, body: { code: 503, msg, data: null } });
    const { client, deps } = setup();
    const failure = await failureOf(client.get('/api/index/index'));
    expect([failure.kind, failure.code]).toEqual(['timeout', 503]);
    expect(deps.showFailure).toHaveBeenCalledWith(msg);
  });

  it('reports a broken connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client, deps } = setup({ baseURL: `http://127.0.0.1:${port}` });
    expect((await failureOf(client.get('/api/index/index'))).kind).toBe('network');
    expect(deps.showFailure).toHaveBeenCalledWith('The backend interface connection is abnormal');
  });

  it('says the device is offline when it knows, rather than blaming the backend', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client, deps } = setup({ baseURL: `http://127.0.0.1:${port}`, online: () => false });
    expect((await failureOf(client.get('/api/index/index'))).kind).toBe('network');
    expect(deps.showFailure).toHaveBeenCalledWith('You are offline. Check your connection and try again.');
  });

  it('stays quiet when the caller cancels', async () => {
    answers.set('/api/index/index', { delayMs: 300 });
    const { client, deps } = setup();
    const controller = new AbortController();
    const call = client.get('/api/index/index', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failureOf(call)).kind).toBe('canceled');
    expect(deps.showFailure).not.toHaveBeenCalled();
  });
});

describe('the duplicate-submit guard', () => {
  it('refuses the same POST within 1000 ms without sending it', async () => {
    const { client, deps, advance } = setup();
    await client.post('/api/user/login', { account: 'a', password: 'b' });
    advance(999);
    const error = await failureOf(client.post('/api/user/login', { account: 'a', password: 'b' }));
    expect(error.kind).toBe('duplicate');
    expect(deps.showFailure).toHaveBeenCalledWith('Data is being processed, please do not resubmit');
    expect(seen).toHaveLength(1);
  });

  it('lets it through from 1000 ms on', async () => {
    const { client, advance } = setup();
    await client.post('/api/user/login', { account: 'a' });
    advance(1000);
    await client.post('/api/user/login', { account: 'a' });
    expect(seen).toHaveLength(2);
  });

  it('lets through a different body, a different URL, a PUT after a POST and every GET', async () => {
    const { client } = setup();
    await client.post('/api/cart/add', { id: 1 });
    await client.post('/api/cart/add', { id: 2 });
    await client.post('/api/cart/update', { id: 2 });
    await client.put('/api/cart/update', { id: 3 });
    await client.get('/api/cart/list');
    await client.get('/api/cart/list');
    expect(seen).toHaveLength(6);
  });

  it('checks PUT too', async () => {
    const { client } = setup();
    await client.put('/api/user/profile', { email: 'a@b.co' });
    expect((await failureOf(client.put('/api/user/profile', { email: 'a@b.co' }))).kind).toBe('duplicate');
  });

  it('lets a call opt out by the header flag', async () => {
    const { client } = setup();
    await client.post('/api/notice/read', { id: 1 }, { headers: { ...ALLOW_RESUBMIT } });
    await client.post('/api/notice/read', { id: 1 }, { headers: { ...ALLOW_RESUBMIT } });
    expect(seen).toHaveLength(2);
  });
});
