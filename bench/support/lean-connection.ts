import { connect, type Socket } from 'node:net';
import type { Answer } from './api-client.ts';

const HEAD_END = Buffer.from('\r\n\r\n');

type Waiting = { resolve: (answer: Answer<unknown>) => void; received: Buffer };

/**
 * One buyer's kept-alive HTTP/1.1 connection, one request at a time, written and read by hand. The buyers
 * share the two cores with the server and the database: node:http's request and response objects cost
 * them about 140 µs of CPU a request, which is CPU the shop under test does not get (docs/benchmarks.md).
 * It speaks only what the shop answers: a status line, headers, and a body sized by `content-length` or
 * sent in chunks. A refused or broken connection answers code 0, and the next call connects again.
 */
export function leanConnection(base: string) {
  const { hostname, port } = new URL(base);
  let socket: Socket | null = null;
  let waiting: Waiting | null = null;

  const settle = (answer: Answer<unknown>) => {
    const current = waiting;
    waiting = null;
    current?.resolve(answer);
  };
  const failed = (message: string) => settle({ code: 0, msg: `request failed: ${message}`, data: undefined });

  const open = (): Socket => {
    const opened = connect({ host: hostname, port: Number(port), noDelay: true });
    opened.on('data', (chunk: Buffer) => {
      if (!waiting) return;
      waiting.received = waiting.received.length === 0 ? chunk : Buffer.concat([waiting.received, chunk]);
      try {
        const body = completeBody(waiting.received);
        if (body !== null) settle(JSON.parse(body.toString('utf8')) as Answer<unknown>);
      } catch (error) {
        failed((error as Error).message);
      }
    });
    const lost = (error?: Error) => {
      if (socket === opened) socket = null;
      failed(error?.message ?? 'the server closed the connection');
    };
    opened.on('error', lost);
    opened.on('close', () => lost());
    return opened;
  };

  return function call<T>(path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const head =
      `${body === undefined ? 'GET' : 'POST'} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n` +
      (body === undefined
        ? ''
        : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`) +
      (token ? `token: ${token}\r\n` : '') +
      '\r\n';
    return new Promise((resolve) => {
      waiting = { resolve: resolve as Waiting['resolve'], received: Buffer.alloc(0) };
      socket ??= open();
      socket.write(head + payload);
    });
  };
}

/** The body of a whole response in `received`, or null while more is to come. */
function completeBody(received: Buffer): Buffer | null {
  const headEnd = received.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = received.subarray(0, headEnd).toString('latin1').toLowerCase();
  const start = headEnd + HEAD_END.length;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (length) {
    const end = start + Number(length[1]);
    return received.length >= end ? received.subarray(start, end) : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/.test(head)) throw new Error(`an answer with no length: ${head}`);
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = received.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(received.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return received.length >= lineEnd + 4 ? Buffer.concat(parts) : null;
    const dataEnd = lineEnd + 2 + size;
    if (received.length < dataEnd + 2) return null;
    parts.push(received.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}
