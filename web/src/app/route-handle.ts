import { useMatches } from 'react-router';

/** What sits around a screen: the brand bar, a tab screen's title, or a page with a back button. */
export type Chrome = 'brand' | 'tab' | 'page';

export type RouteHandle = {
  titleKey: string;
  chrome: Chrome;
  /** Screens with the same key share one kept-alive instance (/home and /code). */
  keepAlive?: string;
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'chrome' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
