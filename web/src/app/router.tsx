import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { guardMiddleware } from './guard-middleware.ts';
import type { RouteHandle } from './route-handle.ts';
import { notFound, SHOP_ROUTES, screenWithStrings } from './routes.ts';
import { BootScreen } from './screens/boot-screen.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';
import { Shell } from './shell/shell.tsx';

// spec §2: / redirects to /home (keeping a query such as ?lang=ar).
function toHome({ request }: LoaderFunctionArgs) {
  return redirect(`/home${new URL(request.url).search}`);
}

/** The screen the page opened on, loaded before the router exists, so that it draws at once (and hydrates). */
export type LandingScreen = { path: string; Component: ComponentType };

function screenRoutes(landing: LandingScreen | undefined): RouteObject[] {
  return SHOP_ROUTES.map((route) => {
    const { path, titleKey, chrome = 'page', keepAlive } = route;
    const handle: RouteHandle = { titleKey, chrome, ...(keepAlive ? { keepAlive } : {}) };
    if (landing?.path === path) return { path, handle, Component: landing.Component };
    // The screen's strings come with its chunk: the router draws it once both are there.
    return { path, handle, lazy: { Component: screenWithStrings(route) } };
  });
}

/**
 * A page the server drew is taken over as it stands: the shell's middleware (the route guard) is not run first,
 * since the page is public, or a buyer's drawn with the account it carries (boot.tsx runs the guard by hand before);
 * it runs at the next navigation, as for every page.
 */
export const DRAWN_PAGE: HydrationState = { loaderData: { shell: null } };

export function shopRoutes(landing?: LandingScreen): RouteObject[] {
  const notFoundHandle: RouteHandle = { titleKey: 'routes.notFound', chrome: 'page' };
  return [
    {
      id: 'shell',
      Component: Shell,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteErrorScreen,
      middleware: [guardMiddleware],
      children: [
        { index: true, loader: toHome },
        ...screenRoutes(landing),
        { path: '*', handle: notFoundHandle, lazy: { Component: notFound } },
      ],
    },
  ];
}

export function createShopRouter(landing?: LandingScreen, drawn = false) {
  return createBrowserRouter(shopRoutes(landing), drawn ? { hydrationData: DRAWN_PAGE } : {});
}

export type ShopRouter = ReturnType<typeof createShopRouter>;
