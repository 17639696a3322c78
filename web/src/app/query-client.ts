import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // One quiet retry, then the screen shows its error state with a retry button instead of spinning on.
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
