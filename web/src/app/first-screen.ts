import type { Locale } from '@crossbay/contract/locales';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchHome } from '#web/features/catalog/api/prefetch-home.ts';
import { SHOP_ROUTES } from './routes.ts';

// `/` sends every visitor to /home.
const HOME_PATHS = new Set(['/home', '/code']);

/**
 * Starts what the screen at `pathname` needs at once, in parallel with the language's strings: its chunk, and for
 * the home screen its data. The router and the screen's hooks later find both already on their way.
 */
export function startFirstScreen(location: string, queryClient: QueryClient, locale: Locale): void {
  const pathname = location === '/' ? '/home' : location;
  const route = SHOP_ROUTES.find(({ path }) => matchPath(path, pathname));
  void route?.screen().catch(() => {
    // The router loads it again and shows its own error if it still fails.
  });
  if (HOME_PATHS.has(pathname)) prefetchHome(queryClient, locale);
}
