import { QueryClient } from '@tanstack/react-query';
import { RequestError } from '#web/api/request-error.ts';

const TRANSIENT: ReadonlySet<string> = new Set(['network', 'timeout', 'status']);

/**
 * One quiet retry when the transport failed, then the screen shows its error state with a retry
 * button. An answer from the server (not found, not allowed…) is final: asking again would only
 * show its message twice.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && (!(error instanceof RequestError) || TRANSIENT.has(error.kind));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
