import { loadScreen, SHOP_ROUTES, type ShopRoute } from './routes.ts';

/** The route a link to `path` opens (its pattern's parameters are optional or absent in the links given here). */
export function routeOf(path: string): ShopRoute | undefined {
  return SHOP_ROUTES.find((route) => route.path === path);
}

/**
 * Fetches the screens the links to `paths` open, chunk and strings, ahead of the tap (issue 39 item 3): the tap
 * then draws at once. A failure is left to the tap's own load, which tries again and says so.
 */
export function preloadScreens(paths: readonly string[]): void {
  for (const path of paths) {
    const route = routeOf(path);
    if (route) void loadScreen(route).catch(() => {});
  }
}
