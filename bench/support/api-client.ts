/** The shop's JSON envelope over fetch; a refused connection answers code 0 instead of throwing. */
export type Answer<T> = { code: number; msg: string; data: T };

export function apiClient(base: string) {
  return async function call<T>(path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    try {
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return (await res.json()) as Answer<T>;
    } catch (error) {
      return { code: 0, msg: `request failed: ${(error as Error).message}`, data: undefined as T };
    }
  };
}

export type Call = ReturnType<typeof apiClient>;
