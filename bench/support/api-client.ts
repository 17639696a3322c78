import { Agent, request } from 'node:http';

/** The shop's JSON envelope; a refused connection answers code 0 instead of throwing. */
export type Answer<T> = { code: number; msg: string; data: T };

/**
 * The buyers' HTTP client: node:http over kept-alive connections. The bench's buyers share the two cores
 * with the server and the database, and `fetch` (undici's WHATWG streams, Headers and Response per call)
 * cost them about four times the CPU of a plain request for the same bytes on the wire.
 */
export function apiClient(base: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return function call<T>(path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const failed = (error: Error) =>
        resolve({ code: 0, msg: `request failed: ${error.message}`, data: undefined as T });
      const req = request(
        {
          agent,
          hostname,
          port,
          path,
          method: payload === undefined ? 'GET' : 'POST',
          headers: {
            ...headers,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token ? { token } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', failed);
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer<T>);
            } catch (error) {
              failed(error as Error);
            }
          });
        },
      );
      req.on('error', failed);
      req.end(payload);
    });
  };
}

export type Call = ReturnType<typeof apiClient>;
